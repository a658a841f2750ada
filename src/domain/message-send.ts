/**
 * Sending a message, whoever the sender: a bot (sendBotMessage) or a user (POST /messages). Every rule is
 * checked, for every receiver, before anything is stored, so a failing request changes nothing; then
 * one copy is stored per receiver, each moderated on its own.
 */
import {
  groupNotFound,
  invalidCategory,
  invalidReceiverType,
  noReceiver,
  notAMember,
  receiverMissing,
} from '../contract/error-catalogue.ts';
import type { ReceiverType } from '../contract/limits.ts';
import type { AppState, JsonObject, MessageRecord } from '../store/state.ts';
import { blockBetween } from './blocked-users.ts';
import { requireActiveUser } from './user-lookup.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { conversationIdOf } from './ids.ts';
import { interactiveContent } from './interactive-rules.ts';
import type { BotMessageBody } from './message-body.ts';
import { appendMessage } from './message-log.ts';
import { countMetric } from './metrics.ts';
import { checkSharedLimits, customContent, messageContent } from './message-rules.ts';
import { moderateSent } from './moderation-actions.ts';
import { moderates } from './moderation-engine.ts';
import { presentMessage } from './present.ts';
import type { MessageView } from './present.ts';
import { findVisibleMessage } from './visibility.ts';

interface Target {
  receiverType: ReceiverType;
  receiver: string;
}

/** The receiver fields stand in for the validator's checks, so they come before every other rule. */
function checkReceiverShape(body: BotMessageBody): void {
  if (body.receiver === undefined) {
    if (body.multipleReceivers !== undefined) return;
    throw receiverMissing();
  }
  if (body.receiverType !== 'user' && body.receiverType !== 'group') {
    throw invalidReceiverType();
  }
}

/**
 * The body, validated against the contract, with the checks a schema cannot express made before every
 * other rule: who receives it (answered with the service's own code), and limits counted in code points
 * or bytes.
 */
export function readMessageBody(body: BotMessageBody): BotMessageBody {
  checkReceiverShape(body);
  checkSharedLimits(body);
  return body;
}

function userTarget(state: AppState, uid: string, sender: string): Target {
  requireActiveUser(state, uid);
  const blocked = blockBetween(state, sender, uid);
  if (blocked) throw blocked;
  return { receiverType: 'user', receiver: uid };
}

function groupTarget(state: AppState, rawGuid: string, sender: string): Target {
  const guid = rawGuid.toLowerCase();
  if (!state.groups.has(guid)) throw groupNotFound(guid);
  if (!state.members.get(guid)?.has(sender)) throw notAMember(sender, guid);
  return { receiverType: 'group', receiver: guid };
}

/** Every receiver of the message, the one named in `receiver` first, each once. */
function targetsOf(state: AppState, body: BotMessageBody, sender: string): [Target, ...Target[]] {
  const targets: Target[] = [];
  if (body.receiver !== undefined) {
    const resolve = body.receiverType === 'group' ? groupTarget : userTarget;
    targets.push(resolve(state, body.receiver, sender));
  }
  for (const uid of body.multipleReceivers?.uids ?? []) targets.push(userTarget(state, uid, sender));
  for (const guid of body.multipleReceivers?.guids ?? []) targets.push(groupTarget(state, guid, sender));
  const seen = new Set<string>();
  const [first, ...others] = targets.filter((t) => {
    const key = `${t.receiverType}\n${t.receiver}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (!first) {
    throw noReceiver();
  }
  return [first, ...others];
}

function contentOf(body: BotMessageBody): { type: string; data: JsonObject } {
  const category = body.category ?? 'message';
  if (category === 'message') return messageContent(body);
  if (category === 'interactive') return interactiveContent(body);
  if (category === 'custom') return customContent(body);
  throw invalidCategory();
}

/**
 * Checks the receivers, the content and the quoted message, then stores one copy per receiver and
 * answers the first. A quoted message must be visible to `quoteViewer`; without one (a bot, which acts
 * for the app) it only has to exist. A thread reply names its checked parent (threads.ts).
 */
export function deliverMessage(
  ctx: DomainContext,
  sender: string,
  body: BotMessageBody,
  quoteViewer: string | undefined,
  parentId?: string,
): MessageView {
  const { state } = ctx;
  const targets = targetsOf(state, body, sender);
  const content = contentOf(body);
  if (body.quotedMessageId !== undefined) findVisibleMessage(state, body.quotedMessageId, quoteViewer);

  const now = ctx.clock.now();
  const pending = moderates(ctx);
  const store = (target: Target): MessageRecord => {
    const fields: Omit<MessageRecord, 'id'> = {
      conversationId: conversationIdOf({ sender, ...target }),
      sender,
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
    if (parentId !== undefined) fields.parentId = parentId;
    if (pending) fields.moderationStatus = 'pending';
    const record = appendMessage(state, fields);
    countMetric(ctx, 'messagesSent');
    const actOnPeople = moderateSent(ctx, record);
    emit(state, { type: 'messageSent', message: record });
    actOnPeople();
    return record;
  };
  const [primary, ...others] = targets;
  const response = store(primary);
  others.forEach(store);
  return presentMessage(state, response, { withQuoted: true, viewer: quoteViewer, asSent: true });
}
