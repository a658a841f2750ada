/**
 * Operation 1: a bot sends a message to a user, a group, or several receivers at once. Every rule
 * is checked, for every receiver, before anything is stored: a failing request changes nothing.
 */
import { ApiError } from '../contract/errors.ts';
import type { ReceiverType } from '../contract/limits.ts';
import type { AppState, JsonObject, MessageRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { groupConversationId, userConversationId } from './ids.ts';
import { interactiveContent } from './interactive-rules.ts';
import { readBotMessageBody } from './message-body.ts';
import type { BotMessageBody } from './message-body.ts';
import { blockBetween } from './blocked-users.ts';
import { emit } from './events.ts';
import { appendMessage } from './message-log.ts';
import { checkSharedLimits, customContent, messageContent } from './message-rules.ts';
import { applyModeration } from './moderation.ts';
import { presentMessage } from './present.ts';
import type { MessageView } from './present.ts';
import { findVisibleMessage } from './visibility.ts';

interface Target {
  receiverType: ReceiverType;
  receiver: string;
}

const uidNotFound = (uid: string): ApiError =>
  new ApiError('ERR_UID_NOT_FOUND', `The user with UID ${uid} does not exist.`);

function checkBot(state: AppState, uid: string): void {
  const user = state.users.get(uid);
  if (!user) throw uidNotFound(uid);
  if (user.isBot !== true) throw new ApiError('ERR_BOT_NOT_FOUND', `The user with UID ${uid} is not a bot.`);
}

/** The receiver fields stand in for the validator's checks, so they come before every other rule. */
function checkReceiverShape(body: BotMessageBody): void {
  if (body.receiver === undefined) {
    if (body.multipleReceivers !== undefined) return;
    throw new ApiError('ERR_BAD_REQUEST', 'The receiver of the message is missing.', {
      details: { receiver: ['is required unless multipleReceivers is given'] },
    });
  }
  if (body.receiverType !== 'user' && body.receiverType !== 'group') {
    throw new ApiError(
      'ERR_INVALID_RECEIVER_TYPE',
      'Give receiver and receiverType (user or group), or multipleReceivers.',
      {
        details: { receiverType: ['must be user or group'] },
      },
    );
  }
}

function userTarget(state: AppState, uid: string, bot: string): Target {
  if (!state.users.has(uid)) throw uidNotFound(uid);
  const blocked = blockBetween(state, bot, uid);
  if (blocked) throw blocked;
  return { receiverType: 'user', receiver: uid };
}

function groupTarget(state: AppState, rawGuid: string, bot: string): Target {
  const guid = rawGuid.toLowerCase();
  if (!state.groups.has(guid)) {
    throw new ApiError('ERR_GUID_NOT_FOUND', `The group with GUID ${guid} does not exist.`);
  }
  if (!state.members.get(guid)?.has(bot)) {
    throw new ApiError('ERR_NOT_A_MEMBER', `The user with UID ${bot} is not a member of the group ${guid}.`);
  }
  return { receiverType: 'group', receiver: guid };
}

/** Every receiver of the message, the one named in `receiver` first, each once. */
function targetsOf(state: AppState, body: BotMessageBody, bot: string): [Target, ...Target[]] {
  const targets: Target[] = [];
  if (body.receiver !== undefined) {
    const resolve = body.receiverType === 'group' ? groupTarget : userTarget;
    targets.push(resolve(state, body.receiver, bot));
  }
  for (const uid of body.multipleReceivers?.uids ?? []) targets.push(userTarget(state, uid, bot));
  for (const guid of body.multipleReceivers?.guids ?? []) targets.push(groupTarget(state, guid, bot));
  const seen = new Set<string>();
  const [first, ...others] = targets.filter((t) => {
    const key = `${t.receiverType}\n${t.receiver}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (!first) {
    throw new ApiError('ERR_BAD_REQUEST', 'The message has no receiver.', {
      details: { multipleReceivers: ['must name at least one user or group'] },
    });
  }
  return [first, ...others];
}

function contentOf(body: BotMessageBody): { type: string; data: JsonObject } {
  const category = body.category ?? 'message';
  if (category === 'message') return messageContent(body);
  if (category === 'interactive') return interactiveContent(body);
  if (category === 'custom') return customContent(body);
  throw new ApiError('ERR_BAD_REQUEST', 'The category must be message, interactive or custom.', {
    details: { category: ['must be message, interactive or custom'] },
  });
}

/** `rawBody` is the request body as received; its top-level types are checked first. */
export function sendBotMessage(ctx: DomainContext, botUid: string, rawBody: unknown): MessageView {
  const { state } = ctx;
  const body = readBotMessageBody(rawBody);
  checkReceiverShape(body);
  checkSharedLimits(body);
  checkBot(state, botUid);
  const targets = targetsOf(state, body, botUid);
  const content = contentOf(body);
  if (body.quotedMessageId !== undefined) findVisibleMessage(state, body.quotedMessageId, undefined);

  const now = ctx.clock.now();
  const store = (target: Target): MessageRecord => {
    const fields: Omit<MessageRecord, 'id'> = {
      conversationId:
        target.receiverType === 'group'
          ? groupConversationId(target.receiver)
          : userConversationId(botUid, target.receiver),
      sender: botUid,
      ...target,
      category: body.category ?? 'message',
      type: content.type,
      data: structuredClone(content.data),
      sentAt: now,
      updatedAt: now,
    };
    if (body.muid !== undefined) fields.muid = body.muid;
    if (body.tags !== undefined) fields.tags = [...body.tags];
    if (body.quotedMessageId !== undefined) fields.quotedMessageId = body.quotedMessageId;
    const record = appendMessage(state, fields);
    applyModeration(ctx, record);
    emit(state, { type: 'messageSent', message: record });
    return record;
  };
  const [primary, ...others] = targets;
  const response = store(primary);
  others.forEach(store);
  return presentMessage(state, response, { withQuoted: true });
}
