/**
 * The standalone Moderation API (SPEC 19; docs/decisions/moderation-standalone.md): messages an app
 * whose chat is elsewhere submits for moderation only. They live in a collection of their own
 * (`moderationMessages`) with ids from the app's message sequence, so no conversation, message list,
 * webhook, metric or notification meets them and no message path has to filter them out.
 */
import {
  emptyGroupPassword,
  groupNotFound,
  invalidGroup,
  messageBodyInvalid,
  messageNotFound,
  uidNotFound,
  userMetadataTooLarge,
} from '../contract/error-catalogue.ts';
import { METADATA_MAX_BYTES, MESSAGE_TYPES, type GroupType } from '../contract/limits.ts';
import type { ModerationMessageRecord } from '../store/moderation-records.ts';
import type { JsonObject } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { createGroup, groupFieldProblems } from './groups.ts';
import { normalizeGuid } from './group-lookup.ts';
import { groupConversationId, nextMessageId, userConversationId } from './ids.ts';
import { jsonBytes } from './json-size.ts';
import {
  EDITOR,
  moderationMessagePage,
  presentModerationMessage,
  type ModerationMessageView,
} from './moderation-message-views.ts';
import { recordVerdict } from './moderation-engine.ts';
import type { Query } from './read-filters.ts';
import { roleIdOf } from './roles.ts';
import { requireActiveUser } from './user-lookup.ts';
import { createUser } from './users.ts';

export interface ModerationUserDetails {
  uid: string;
  name: string;
  avatar?: string;
  link?: string;
  role?: string;
  createdAt?: number;
  metadata?: JsonObject;
  tags?: string[];
}

export interface ModerationGroupDetails {
  guid: string;
  name: string;
  type: GroupType;
  password?: string;
  icon?: string;
  owner?: string;
  createdAt?: number;
  metadata?: JsonObject;
  tags?: string[];
}

export interface ModerationMessageBody {
  muid?: string;
  category?: 'message' | 'custom';
  type?: string;
  sender: string;
  receiver: string;
  receiverType: 'user' | 'group';
  data?: JsonObject;
  senderUserDetails?: ModerationUserDetails;
  receiverUserDetails?: ModerationUserDetails;
  receiverGroupDetails?: ModerationGroupDetails;
  tags?: string[];
  sentAt?: number;
}

/**
 * The one call into the moderation engine: the message's earlier verdict is dropped, the engine
 * records a blocked record when a rule blocks it, and that record is marked as naming a standalone
 * message. Only the verdict applies: the actions that act on a conversation (kick, ban, block,
 * deactivate, flag) have none to act on.
 */
function moderate(ctx: DomainContext, message: ModerationMessageRecord): void {
  const { state } = ctx;
  state.blockedMessages.delete(message.id);
  recordVerdict(ctx, { ...message }, { flag: false });
  if (!state.blockedMessages.has(message.id)) return;
  const record = state.blockedMessages.get(message.id);
  if (record) state.blockedMessages.put({ ...record, standalone: true });
}

/** A user to create from its details, checked before anything is created; undefined when it exists. */
function userToCreate(
  ctx: DomainContext,
  uid: string,
  details: ModerationUserDetails | undefined,
  field: string,
): ModerationUserDetails | undefined {
  if (ctx.state.users.has(uid)) return undefined;
  if (details === undefined) throw uidNotFound(uid);
  if (details.uid.toLowerCase() !== uid) throw messageBodyInvalid({ [`${field}.uid`]: [`must be ${uid}`] });
  roleIdOf(ctx.state, details.role);
  if (details.metadata !== undefined && jsonBytes(details.metadata) > METADATA_MAX_BYTES) {
    throw userMetadataTooLarge(jsonBytes(details.metadata));
  }
  return details;
}

function groupToCreate(
  ctx: DomainContext,
  guid: string,
  details: ModerationGroupDetails | undefined,
  creating: Set<string>,
): ModerationGroupDetails | undefined {
  if (ctx.state.groups.has(guid)) return undefined;
  if (details === undefined) throw groupNotFound(guid);
  if (normalizeGuid(details.guid) !== guid) {
    throw messageBodyInvalid({ 'receiverGroupDetails.guid': [`must be ${guid}`] });
  }
  const problems = groupFieldProblems(details);
  if (Object.keys(problems).length > 0) throw invalidGroup(problems);
  if (details.type === 'password' && !details.password) throw emptyGroupPassword();
  if (details.owner !== undefined && !creating.has(details.owner.toLowerCase())) {
    requireActiveUser(ctx.state, details.owner);
  }
  return details;
}

/** Everything is checked first: a request refused creates no user or group. */
export function createModerationMessage(
  ctx: DomainContext,
  body: ModerationMessageBody,
): ModerationMessageView {
  const { state } = ctx;
  const category = body.category ?? 'message';
  const type = body.type ?? (category === 'message' ? 'text' : 'custom');
  if (category === 'message' && !(MESSAGE_TYPES as readonly string[]).includes(type)) {
    throw messageBodyInvalid({ type: [`must be one of ${MESSAGE_TYPES.join(', ')} for category message`] });
  }
  const sender = body.sender.toLowerCase();
  const receiver = body.receiverType === 'user' ? body.receiver.toLowerCase() : normalizeGuid(body.receiver);
  const newSender = userToCreate(ctx, sender, body.senderUserDetails, 'senderUserDetails');
  const newReceiver =
    body.receiverType === 'user' && receiver !== sender
      ? userToCreate(ctx, receiver, body.receiverUserDetails, 'receiverUserDetails')
      : undefined;
  const creating = new Set(
    [newSender?.uid.toLowerCase(), newReceiver?.uid.toLowerCase()].filter((u) => u !== undefined),
  );
  const newGroup =
    body.receiverType === 'group'
      ? groupToCreate(ctx, receiver, body.receiverGroupDetails, creating)
      : undefined;

  for (const details of [newSender, newReceiver]) {
    if (details === undefined) continue;
    const { createdAt: _createdAt, ...fields } = details;
    createUser(ctx, fields);
  }
  if (newGroup) {
    const { createdAt: _createdAt, ...fields } = newGroup;
    createGroup(ctx, fields);
  }

  const now = ctx.clock.now();
  const message: ModerationMessageRecord = {
    id: nextMessageId(state),
    ...(body.muid !== undefined && { muid: body.muid }),
    conversationId:
      body.receiverType === 'group' ? groupConversationId(receiver) : userConversationId(sender, receiver),
    sender,
    receiverType: body.receiverType,
    receiver,
    category,
    type,
    data: { ...body.data },
    ...(body.tags !== undefined && { tags: [...body.tags] }),
    sentAt: body.sentAt ?? now,
    updatedAt: now,
  };
  state.moderationMessages.put(message);
  moderate(ctx, message);
  // The reference answers a submission as pending; the reads show the verdict.
  return presentModerationMessage(state, message, { status: 'pending' });
}

function requireModerationMessage(ctx: DomainContext, id: string): ModerationMessageRecord {
  const message = ctx.state.moderationMessages.get(id);
  if (!message) throw messageNotFound(id);
  return message;
}

export const listModerationMessages = (ctx: DomainContext, query: Query) =>
  moderationMessagePage(ctx.state, query);

export const getModerationMessage = (ctx: DomainContext, id: string): ModerationMessageView =>
  presentModerationMessage(ctx.state, requireModerationMessage(ctx, id));

/** New content, moderated again: the answer carries the new verdict. */
export function updateModerationMessage(
  ctx: DomainContext,
  id: string,
  body: { data: JsonObject },
): ModerationMessageView {
  const now = ctx.clock.now();
  const message: ModerationMessageRecord = {
    ...requireModerationMessage(ctx, id),
    data: { ...body.data },
    editedAt: now,
    editedBy: EDITOR,
    updatedAt: now,
  };
  ctx.state.moderationMessages.put(message);
  moderate(ctx, message);
  return presentModerationMessage(ctx.state, message);
}

/** The message goes with its moderation data: its blocked record (and review) and any flags. */
export function deleteModerationMessage(ctx: DomainContext, id: string): { success: true; message: string } {
  requireModerationMessage(ctx, id);
  const { state } = ctx;
  state.blockedMessages.delete(id);
  state.flaggedMessages.delete(id);
  state.moderationMessages.delete(id);
  return { success: true, message: `Message with id ${id} has been deleted successfully.` };
}
