/**
 * Builds the response shapes of users, groups and messages from the normalized records, at response
 * time, so an embedded entity always shows the current record.
 */
import type {
  CallView,
  Entity,
  GroupView,
  MessageView,
  ReactionAggregate,
  UserView,
} from '../contract/views.ts';
import type { CallRecord } from '../store/call-records.ts';
import type { AppState, GroupRecord, MessageRecord, UserRecord } from '../store/state.ts';
import { conversationIdOf, groupConversationId, userConversationId } from './ids.ts';
import { coveredAt } from './marks.ts';
import { moderationOf } from './present-moderation.ts';
import { replyCountFor } from './visibility.ts';

export type { Entity, GroupView, MessageView, ReactionAggregate, UserView };

/**
 * A user as embedded in responses. With `viewer`, the record also carries the one-to-one
 * conversation id between the viewer and this user, and whether the viewer blocked the user.
 */
export function presentUser(state: AppState, user: UserRecord, viewer?: string): UserView {
  const view = { uid: user.uid, name: user.name } as UserView;
  if (user.avatar !== undefined) view.avatar = user.avatar;
  if (user.link !== undefined) view.link = user.link;
  if (user.metadata !== undefined) view.metadata = user.metadata;
  view.status = user.status;
  view.role = user.role;
  if (user.statusMessage !== undefined) view.statusMessage = user.statusMessage;
  view.createdAt = user.createdAt;
  if (user.updatedAt !== undefined) view.updatedAt = user.updatedAt;
  if (user.lastActiveAt !== undefined) view.lastActiveAt = user.lastActiveAt;
  if (user.deactivatedAt !== undefined) view.deactivatedAt = user.deactivatedAt;
  if (user.tags !== undefined) view.tags = user.tags;
  if (viewer !== undefined && viewer !== user.uid) {
    view.conversationId = userConversationId(viewer, user.uid);
    const block = state.blockedUsers.get(viewer)?.get(user.uid);
    if (block) {
      view.blockedByMe = true;
      view.blockedByMeAt = block.blockedAt;
      view.blockedAt = block.blockedAt;
    }
  }
  return view;
}

/** A user entity for a uid that may have been removed since: falls back to a minimal record. */
export function presentUid(state: AppState, uid: string, viewer?: string): UserView {
  const user = state.users.get(uid);
  if (user) return presentUser(state, user, viewer);
  return { uid, name: uid, status: 'offline', role: 'default', createdAt: 0 };
}

export function membersCount(state: AppState, guid: string): number {
  return state.members.get(guid)?.size ?? 0;
}

/**
 * A group record. With `viewer`, adds the viewer's scope, joinedAt and hasJoined. The password is
 * never part of a response.
 */
export function presentGroup(
  state: AppState,
  group: GroupRecord,
  viewer?: string,
  countOverride?: number,
): GroupView {
  const view: GroupView = { guid: group.guid, name: group.name } as GroupView;
  if (group.description !== undefined) view.description = group.description;
  if (group.icon !== undefined) view.icon = group.icon;
  view.type = group.type;
  if (group.metadata !== undefined) view.metadata = group.metadata;
  const member = viewer !== undefined ? state.members.get(group.guid)?.get(viewer) : undefined;
  if (member) view.scope = member.scope;
  view.membersCount = countOverride ?? membersCount(state, group.guid);
  if (member) view.joinedAt = member.joinedAt;
  view.conversationId = groupConversationId(group.guid);
  if (viewer !== undefined) view.hasJoined = member !== undefined;
  view.createdAt = group.createdAt;
  if (group.updatedAt !== undefined) view.updatedAt = group.updatedAt;
  if (group.updatedBy !== undefined) view.updatedBy = group.updatedBy;
  view.owner = group.owner;
  if (group.tags !== undefined) view.tags = group.tags;
  return view;
}

/** Reactions of one message, counted per reaction in the order each first appeared. */
export function aggregateReactions(state: AppState, messageId: string, viewer?: string): ReactionAggregate[] {
  const byReaction = new Map<string, ReactionAggregate>();
  for (const r of state.reactions.list(messageId)) {
    let agg = byReaction.get(r.reaction);
    if (!agg) {
      agg = { reaction: r.reaction, count: 0 };
      byReaction.set(r.reaction, agg);
    }
    agg.count += 1;
    if (viewer !== undefined && r.uid === viewer) agg.reactedByMe = true;
  }
  return [...byReaction.values()];
}

function receiverEntity(
  state: AppState,
  message: Pick<MessageRecord, 'sender' | 'receiver' | 'receiverType'>,
): Entity {
  if (message.receiverType === 'group') {
    const group = state.groups.get(message.receiver);
    if (group) return { entity: presentGroup(state, group), entityType: 'group' };
  }
  return { entity: presentUid(state, message.receiver, message.sender), entityType: 'user' };
}

/** A call as its messages show it, in the real service's field order, its users as they are now. */
function presentCall(state: AppState, call: CallRecord): CallView {
  const data: CallView['data'] = {
    entities: {
      sender: { entity: presentUid(state, call.sender), entityType: 'user' },
      receiver: receiverEntity(state, call),
    },
  };
  if (call.metadata !== undefined) data.metadata = call.metadata;
  const view = { data, type: call.type, sender: call.sender, status: call.status } as CallView;
  if (call.joinedAt !== undefined) view.joinedAt = call.joinedAt;
  view.receiver = call.receiver;
  view.sessionid = call.sessionid;
  if (call.startedAt !== undefined) view.startedAt = call.startedAt;
  if (call.endedAt !== undefined) view.endedAt = call.endedAt;
  if (call.wsChannel !== undefined) view.wsChannel = call.wsChannel;
  view.initiatedAt = call.initiatedAt;
  view.receiverType = call.receiverType;
  view.conversationId = conversationIdOf(call);
  return view;
}

/**
 * Who sent and received a message; for an action, who acted (`by`) on whom or on which message (`on`)
 * where (`for`). A message action shows the message as it was right after the action, a call message
 * the call as it was in that state.
 */
function entitiesOf(state: AppState, message: MessageRecord): Record<string, Entity> {
  const refs = message.actionRefs;
  if (refs === undefined) {
    return {
      sender: { entity: presentUid(state, message.sender), entityType: 'user' },
      receiver: receiverEntity(state, message),
    };
  }
  const by: Entity = { entity: presentUid(state, refs.by), entityType: 'user' };
  if ('message' in refs) {
    const on: Entity = { entity: presentMessage(state, refs.message), entityType: 'message' };
    return { by, on, for: receiverEntity(state, message) };
  }
  if ('call' in refs) {
    return {
      by,
      on: { entity: presentCall(state, refs.call), entityType: 'call' },
      for: receiverEntity(state, message),
    };
  }
  const group = state.groups.get(refs.for);
  return {
    by,
    on: { entity: presentUid(state, refs.on), entityType: 'user' },
    for: group
      ? { entity: presentGroup(state, group, undefined, refs.membersCount), entityType: 'group' }
      : { entity: presentUid(state, refs.for), entityType: 'group' },
  };
}

/**
 * A message as the API returns it: its own data plus entities built from current records, the
 * reaction aggregate relative to `viewer` when it has reactions, and the moderation status (`asSent`:
 * as the send answers it).
 */
export function presentMessage(
  state: AppState,
  message: MessageRecord,
  options: { viewer?: string; withQuoted?: boolean; asSent?: boolean } = {},
): MessageView {
  const entities = entitiesOf(state, message);
  const data: MessageView['data'] = { ...message.data, entities };
  const reactions = aggregateReactions(state, message.id, options.viewer);
  if (reactions.length > 0) data.reactions = reactions;
  // The reader's own interactions, found by message and reader in one lookup; a deleted message keeps
  // no content, so none.
  const interacted =
    options.viewer === undefined ? undefined : state.interactions.find(message.id, options.viewer);
  if (interacted && message.deletedAt === undefined) {
    data.interactions = interacted.interactions.map((i) => ({ ...i }));
  }
  if (message.moderationStatus) {
    data.moderation = options.asSent ? { status: 'pending' } : moderationOf(state, message);
  }

  const view: MessageView = { id: message.id } as MessageView;
  if (message.muid !== undefined) view.muid = message.muid;
  Object.assign(view, {
    conversationId: message.conversationId,
    sender: message.sender,
    receiverType: message.receiverType,
    receiver: message.receiver,
    category: message.category,
    type: message.type,
    data,
  });
  if (message.tags !== undefined) view.tags = message.tags;
  if (message.parentId !== undefined) view.parentId = message.parentId;
  const replyCount = replyCountFor(state, message.id, options.viewer);
  if (replyCount !== undefined) view.replyCount = replyCount;
  view.sentAt = message.sentAt;
  if (message.editedAt !== undefined) view.editedAt = message.editedAt;
  if (message.editedBy !== undefined) view.editedBy = message.editedBy;
  // Receipts are the receiver's: a one-to-one message only (SPEC 17), found from the marks, never a walk.
  if (message.receiverType === 'user') {
    const deliveredAt = coveredAt(state, 'delivered', message.receiver, message.conversationId, message.id);
    if (deliveredAt !== undefined) view.deliveredAt = deliveredAt;
    const readAt = coveredAt(state, 'read', message.receiver, message.conversationId, message.id);
    if (readAt !== undefined) view.readAt = readAt;
  }
  if (message.deletedAt !== undefined) view.deletedAt = message.deletedAt;
  if (message.deletedBy !== undefined) view.deletedBy = message.deletedBy;
  view.updatedAt = message.updatedAt;
  if (message.pin) Object.assign(view, { pinnedBy: message.pin.by, pinnedAt: message.pin.at });
  if (options.withQuoted && message.quotedMessageId !== undefined) {
    const quoted = state.messages.get(message.quotedMessageId);
    if (quoted) view.quotedMessage = presentMessage(state, quoted, { viewer: options.viewer });
  }
  return view;
}
