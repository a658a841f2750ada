/**
 * The email and SMS unread fallback (SPEC 20): the real service does not mail every message; it waits
 * `intervalInSeconds` after a recipient's first unread message in a conversation, then sends what is
 * still unread as one email or SMS. One digest record per recipient, channel and conversation waits on
 * the app clock; `runDueDigests` sends those whose time has come (the sandbox's delivery calls it on a
 * timer, on a clock change and before a flush). docs/decisions/notification-digests.md.
 */
import type { JsonObject } from '../contract/json.ts';
import type { NotificationDigestRecord, NotificationProviderRecord } from '../store/notification-records.ts';
import { digestKey, quotaKey } from '../store/notification-tables.ts';
import type { MessageRecord } from '../store/records.ts';
import type { AppState } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { digestPayload } from './notification-digest-payload.ts';
import { preferenceDecision } from './notification-decision.ts';
import { writeNotificationLog } from './notification-log.ts';
import { appNotificationSettings, recipientPreferences } from './notification-view.ts';
import { lastReadMessageId } from './read-state.ts';

export type DigestChannel = NotificationDigestRecord['channel'];

/**
 * The messages one digest remembers, newest kept: read marks only move forward, so what is still
 * unread when it is due is the newest part, and a busy conversation must not grow a record without end.
 */
export const DIGEST_MESSAGES_MAX = 50;

/** The app clock in milliseconds: digests and logs count in ms, the clock in seconds. */
const nowMsOf = (ctx: DomainContext): number => ctx.clock.now() * 1000;

/**
 * Queues `message` for the recipient's unread fallback on `channel`: the first unread message of the
 * conversation starts a digest due `intervalInSeconds` later; later ones join it.
 */
export function queueUnreadFallback(
  ctx: DomainContext,
  entry: { channel: DigestChannel; uid: string; message: MessageRecord },
): void {
  const { state } = ctx;
  const { channel, uid, message } = entry;
  const key = digestKey(channel, uid, message.conversationId);
  const waiting = state.notificationDigests.get(key);
  if (waiting !== undefined) {
    if (waiting.messageIds.includes(message.id)) return;
    const messageIds = [...waiting.messageIds, message.id].slice(-DIGEST_MESSAGES_MAX);
    state.notificationDigests.put({ ...waiting, messageIds });
    return;
  }
  const nowMs = nowMsOf(ctx);
  const dueAt = nowMs + appNotificationSettings(state).preferences[channel].intervalInSeconds * 1000;
  const group = message.receiverType === 'group';
  state.notificationDigests.put({
    channel,
    uid,
    conversationId: message.conversationId,
    receiverType: group ? 'group' : 'user',
    // The conversation as the recipient mutes it: the group, or the other user.
    receiver: group ? message.receiver : message.sender,
    messageIds: [message.id],
    firstUnreadAt: nowMs,
    dueAt,
  });
  emit(state, { type: 'notificationDigestQueued', dueAt });
}

/**
 * Sends every digest due by now on the app clock; the earliest due time of those left, if any, for
 * the caller's next timer. Reads the digests only, never the messages of the app.
 */
export function runDueDigests(ctx: DomainContext): number | undefined {
  const { state } = ctx;
  const nowMs = nowMsOf(ctx);
  let next: number | undefined;
  for (const digest of [...state.notificationDigests.values()]) {
    if (digest.dueAt > nowMs) {
      next = next === undefined ? digest.dueAt : Math.min(next, digest.dueAt);
      continue;
    }
    state.notificationDigests.delete(digestKey(digest.channel, digest.uid, digest.conversationId));
    sendDigest(ctx, digest, nowMs);
  }
  return next;
}

const enabled = (provider: Readonly<NotificationProviderRecord> | undefined) =>
  provider !== undefined && provider.details.isEnabled !== false;

/** The provider that sends the channel: the app's custom one when enabled, else SendGrid or Twilio. */
export function digestProvider(
  state: AppState,
  channel: DigestChannel,
): Readonly<NotificationProviderRecord> | undefined {
  const custom = state.notificationProviders.get(channel === 'email' ? 'customEmail' : 'customSms');
  if (enabled(custom)) return custom;
  const builtIn = state.notificationProviders.get(channel === 'email' ? 'sendgrid' : 'twilio');
  return enabled(builtIn) ? builtIn : undefined;
}

/** The digest's messages still there and, with `notifyForUnreadOnly`, still unread by the recipient. */
function stillUnread(state: AppState, digest: NotificationDigestRecord, unreadOnly: boolean) {
  const lastRead = lastReadMessageId(state, digest.uid, digest.conversationId);
  const read = (id: string) => unreadOnly && lastRead !== undefined && Number(id) <= Number(lastRead);
  const messages: Readonly<MessageRecord>[] = [];
  for (const id of digest.messageIds) {
    const message = state.messages.get(id);
    if (message !== undefined && message.deletedAt === undefined && !read(id)) messages.push(message);
  }
  return messages;
}

/** Whether the recipient's day and conversation allowances on the channel are spent. */
function overQuota(state: AppState, digest: NotificationDigestRecord, day: string): boolean {
  const { maxPerDay, maxPerDayPerConversation } = appNotificationSettings(state).preferences[digest.channel];
  const quota = state.notificationQuotas.get(quotaKey(digest.channel, digest.uid, day));
  if (quota === undefined) return false;
  return (
    quota.sent >= maxPerDay || (quota.perConversation[digest.conversationId] ?? 0) >= maxPerDayPerConversation
  );
}

function countSent(state: AppState, digest: NotificationDigestRecord, day: string): void {
  const key = quotaKey(digest.channel, digest.uid, day);
  const quota = state.notificationQuotas.get(key);
  const perConversation = { ...quota?.perConversation };
  perConversation[digest.conversationId] = (perConversation[digest.conversationId] ?? 0) + 1;
  state.notificationQuotas.put({
    channel: digest.channel,
    uid: digest.uid,
    day,
    sent: (quota?.sent ?? 0) + 1,
    perConversation,
  });
}

/** One digest, due now: nothing when all was read, else one log record (and the custom provider's call). */
function sendDigest(ctx: DomainContext, digest: NotificationDigestRecord, nowMs: number): void {
  const { state } = ctx;
  const { channel } = digest;
  const settings = appNotificationSettings(state).preferences[channel];
  const messages = stillUnread(state, digest, settings.notifyForUnreadOnly);
  const provider = digestProvider(state, channel);
  if (messages.length === 0 || provider === undefined) return;
  const prefs = recipientPreferences(state, digest.uid);
  const conversation = {
    type: digest.receiverType === 'group' ? ('group' as const) : ('oneOnOne' as const),
    id: digest.receiver,
  };
  const day = new Date(nowMs).toISOString().slice(0, 10);
  const contact = channel === 'email' ? prefs.contactDetails.email : prefs.contactDetails.phno;
  const custom = provider.kind === 'customEmail' || provider.kind === 'customSms';
  const storedOnly = provider.details[channel === 'email' ? 'useStoredEmailID' : 'useStoredPhNo'] === true;
  const reason =
    preferenceDecision(prefs, { trigger: 'after_message', conversation }, nowMs) ??
    (overQuota(state, digest, day) ? 'QUOTA_PREFERENCE' : undefined) ??
    ((!custom || storedOnly) && contact === undefined
      ? channel === 'email'
        ? 'MISSING_EMAIL'
        : 'MISSING_PHNO'
      : undefined);
  const first = messages[0]!;
  const payload: JsonObject = digestPayload(state, digest, messages, {
    contact,
    privacy: prefs.usePrivacyTemplate,
  });
  const group = digest.receiverType === 'group';
  const record = writeNotificationLog(ctx, {
    processingStartedAtMS: nowMs,
    processingEndedAtMS: nowMs,
    totalProcessingTimeInMS: 0,
    component: 'notifications-core',
    channel,
    provider: custom ? 'custom' : (provider.kind as 'sendgrid' | 'twilio'),
    trigger: 'after_message',
    messageId: Number(first.id),
    messageCategory: first.category,
    messageType: first.type,
    messageSentAtMS: first.sentAt * 1000,
    sender: first.sender,
    receiver: group ? digest.receiver : digest.uid,
    receiverType: digest.receiverType,
    ...(group ? { member: digest.uid } : {}),
    payload,
    notificationTriggered: reason === undefined,
    // SendGrid and Twilio are stood in for: they accepted it. A custom provider's call sets it later.
    ...(reason !== undefined ? { reason } : custom ? {} : { success: true }),
  });
  if (reason !== undefined) return;
  countSent(state, digest, day);
  if (custom) {
    emit(state, {
      type: 'customProviderCalled',
      logId: record._id,
      provider: provider.kind as 'customEmail' | 'customSms',
      trigger: `${channel}-notification-payload-generated`,
      data: payload,
    });
  }
}
