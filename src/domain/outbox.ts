/**
 * The outbox (SPEC 20): for each event a request told, who would be notified, and the channels' log
 * records of what each would have had or why not (outbox-channels.ts). It runs where the operation's
 * changes are committed, before the answer, so the records are written with the event's change. An app
 * with no provider pays two checks of a count.
 */
import type { MessageRecord, ReactionRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { asDomainEvents, emit, type DomainEvent } from './events.ts';
import { writeNotificationBatch } from './notification-log.ts';
import type { NotificationTrigger } from './notification-decision.ts';
import { customPushBatch, notifyChannels } from './outbox-channels.ts';
import { decisionsOf } from './outbox-decisions.ts';
import { outboxRun, sharedOf, type Notice } from './outbox-run.ts';

const GROUP_TRIGGERS = {
  memberAdded: 'after_group_members_added',
  memberKicked: 'after_group_members_kicked',
  memberBanned: 'after_group_members_banned',
  memberUnbanned: 'after_group_members_unbanned',
  memberScopeChanged: 'after_scope_changed',
} as const satisfies Partial<Record<DomainEvent['type'], NotificationTrigger>>;

/** Whether the app has any provider at all: otherwise the outbox does nothing. */
export const notificationsConfigured = (ctx: DomainContext): boolean =>
  ctx.state.pushProviders.size > 0 || ctx.state.notificationProviders.size > 0;

/**
 * A message a moderator has not let through yet: blocked or dropped, and not approved. Standalone
 * moderation messages never reach here (they tell no message event).
 */
function heldBack(ctx: DomainContext, message: MessageRecord): boolean {
  const blocked = ctx.state.blockedMessages.get(message.id);
  return blocked !== undefined && blocked.review?.status !== 'approved';
}

/** The current members of a group but the actor, from the group's own member table. */
function membersBut(ctx: DomainContext, guid: string, actor: string): string[] {
  const members = ctx.state.members.get(guid);
  if (members === undefined) return [];
  const out: string[] = [];
  for (const uid of members.keys()) if (uid !== actor) out.push(uid);
  return out;
}

/** Who a message (or an edit, deletion or reaction of it) is for, but `actor`. */
function recipientsOf(ctx: DomainContext, message: MessageRecord, actor: string): string[] {
  if (message.receiverType === 'group') return membersBut(ctx, message.receiver, actor);
  return [message.sender, message.receiver].filter(
    (uid, i, both) => uid !== actor && both.indexOf(uid) === i,
  );
}

/** A thread reply: the thread's subscribers too, where they still see the conversation. */
function withSubscribers(ctx: DomainContext, message: MessageRecord, recipients: string[]): string[] {
  if (message.parentId === undefined) return recipients;
  const subscribers = ctx.state.threadSubscriptions.get(message.parentId);
  if (subscribers === undefined) return recipients;
  const all = new Set(recipients);
  for (const uid of subscribers.keys()) {
    if (uid === message.sender || all.has(uid)) continue;
    const sees =
      message.receiverType === 'group'
        ? ctx.state.members.find(message.receiver, uid) !== undefined
        : uid === message.receiver;
    if (sees) all.add(uid);
  }
  return [...all];
}

function messageNotice(
  ctx: DomainContext,
  trigger: NotificationTrigger,
  message: MessageRecord,
  actor: string,
): Notice | undefined {
  if (heldBack(ctx, message)) return undefined;
  const recipients = () => {
    const direct = recipientsOf(ctx, message, actor);
    return trigger === 'after_message' ? withSubscribers(ctx, message, direct) : direct;
  };
  return { trigger, actor, message, recipients, isReply: message.parentId !== undefined };
}

function reactionNotice(
  ctx: DomainContext,
  reaction: ReactionRecord,
  message: MessageRecord,
): Notice | undefined {
  if (heldBack(ctx, message)) return undefined;
  const recipients = () => recipientsOf(ctx, message, reaction.uid);
  return { trigger: 'message_reaction_added', actor: reaction.uid, message, reaction, recipients };
}

/** What one event would notify of, and to whom; undefined for an event that notifies no one. */
function noticeOf(ctx: DomainContext, event: DomainEvent): Notice | undefined {
  switch (event.type) {
    case 'messageSent':
      return messageNotice(ctx, 'after_message', event.message, event.message.sender);
    case 'messageApproved':
      // A held message reaches its recipients once a moderator lets it through.
      return messageNotice(ctx, 'after_message', event.message, event.message.sender);
    case 'messageEdited':
      return messageNotice(ctx, 'message_edited', event.message, event.by);
    case 'messageDeleted':
      return messageNotice(ctx, 'message_deleted', event.message, event.by);
    case 'reactionAdded':
      return reactionNotice(ctx, event.reaction, event.message);
    case 'memberAdded':
    case 'memberKicked':
    case 'memberBanned':
    case 'memberUnbanned':
    case 'memberScopeChanged':
      return {
        trigger: GROUP_TRIGGERS[event.type],
        actor: event.by,
        ...('action' in event && { message: event.action }),
        group: { guid: event.guid, member: event.uid },
        recipients: () => membersBut(ctx, event.guid, event.by),
      };
    default:
      return undefined;
  }
}

/** Runs the outbox over the events told since `mark` (the change log's `eventMark` before the request). */
export function runOutbox(ctx: DomainContext, mark: number): void {
  if (!notificationsConfigured(ctx) || ctx.state.changes.eventMark === mark) return;
  const events = ctx.state.changes.eventsSince(mark);
  const run = outboxRun(ctx);
  if (run === undefined) return;
  for (const event of asDomainEvents(events)) {
    const notice = noticeOf(ctx, event);
    if (notice === undefined) continue;
    const shared = sharedOf(run, notice);
    const decisions = decisionsOf(run, notice, shared);
    const { length } = decisions.uids;
    if (run.pushProviders !== undefined || run.email || run.sms)
      for (let index = 0; index < length; index += 1) notifyChannels(run, notice, shared, decisions, index);
    if (!run.customPush || length === 0) continue;
    const batch = customPushBatch(run, notice, shared, decisions);
    writeNotificationBatch(ctx, batch);
    const { notified } = decisions;
    const trigger = 'push-notification-payload-generated';
    if (notified.length > 0) emit(ctx.state, { type: 'customPushCalled', batch, notified, trigger });
  }
}
