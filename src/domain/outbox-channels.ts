/**
 * One recipient of one event on each channel the app has (SPEC 20's Channels, Decision and Log
 * records): the custom push provider (the recipient's record added to the notice's batch, which the
 * outbox writes and hands to the delivery once every recipient is decided), the
 * FCM and APNs providers (one record per registered token, or one `NOT_FOUND`), and the email and SMS
 * unread fallback (queued for the digests). The preference decision comes first and is written into
 * every record it stops.
 */
import type { PushTokenRecord } from '../store/notification-records.ts';
import { preferenceDecision, type NotificationSubject } from './notification-decision.ts';
import { queueUnreadFallback } from './notification-digests.ts';
import type { NotificationLogRecord } from '../store/records.ts';
import { nameRecipient } from '../store/notification-log-batch.ts';
import { writeNotificationRecord, type NotificationLogFields } from './notification-log.ts';
import { muteKey, recipientPreferences } from './notification-view.ts';
import { apnsPayload, fcmPayload, type Details } from './outbox-content.ts';
import { detailsFor, pushDetailsFor, type Notice, type OutboxRun, type Shared } from './outbox-run.ts';

const isVoip = (token: PushTokenRecord): boolean =>
  token.pushTokenType === 'voip' || token.platform.includes('voip');

/** The record as stopped by `stop`, when one applies; written in place (each record is made for one write). */
function decided(record: NotificationLogRecord, stop: string | undefined): NotificationLogRecord {
  if (stop !== undefined) {
    record.notificationTriggered = false;
    record.reason = stop;
  }
  return record;
}

/**
 * What the recipient's preferences are asked about: in a group, one subject for every member but the
 * message's own sender (a reaction's), made once per notice.
 */
function subjectFor(shared: Shared, notice: Notice, uid: string): NotificationSubject {
  const { message } = notice;
  const ownMessage = message?.sender === uid;
  if (shared.group !== undefined && !ownMessage) {
    shared.subject ??= subjectOf(notice, { type: 'group', id: shared.group.guid }, false);
    return shared.subject;
  }
  const other = message === undefined || message.sender !== uid ? notice.actor : message.receiver;
  const conversation =
    shared.group !== undefined
      ? { type: 'group' as const, id: shared.group.guid }
      : { type: 'oneOnOne' as const, id: other };
  return subjectOf(notice, conversation, ownMessage);
}

const subjectOf = (
  notice: Notice,
  conversation: NotificationSubject['conversation'],
  ownMessage: boolean,
): NotificationSubject => ({
  trigger: notice.trigger,
  conversation,
  muteKey: muteKey(conversation.type, conversation.id),
  isReply: notice.isReply === true,
  ownMessage,
});

/** Decides for one recipient and writes their records on every channel the app has. */
export function notifyRecipient(run: OutboxRun, notice: Notice, shared: Shared, uid: string): void {
  const { ctx } = run;
  const { state } = ctx;
  const user = state.users.get(uid);
  // Deactivated users are not notified, and nothing is logged for them (docs/decisions/notification-outbox.md).
  if (user === undefined || user.deactivatedAt !== undefined) return;
  const prefs = recipientPreferences(state, uid);
  const { message } = notice;
  const reason = preferenceDecision(prefs, subjectFor(shared, notice, uid), run.nowMs);
  let details: Details | undefined;
  // Pending: the delivery sets each record's `success` once the provider answers (its last attempt).
  if (shared.batch !== undefined) {
    details = detailsFor(run, notice, shared, uid, prefs.usePrivacyTemplate);
    shared.batch.add(uid, pushDetailsFor(run, shared, details), reason);
  }
  if (run.pushProviders !== undefined) {
    const fields: Omit<NotificationLogFields, 'channel' | 'provider' | 'notificationTriggered'> = {
      ...shared.fields,
    };
    nameRecipient(fields, shared.recipientFields, uid);
    const describe = () => (details ??= detailsFor(run, notice, shared, uid, prefs.usePrivacyTemplate));
    tokenRecords(run, fields, uid, reason, describe);
  }
  if (reason === undefined && notice.trigger === 'after_message' && message !== undefined) {
    if (run.email) queueUnreadFallback(ctx, { channel: 'email', uid, message });
    if (run.sms) queueUnreadFallback(ctx, { channel: 'sms', uid, message });
  }
}

/** One record per chat token of the recipient, or one `NOT_FOUND` when they have none and no custom provider. */
function tokenRecords(
  run: OutboxRun,
  fields: Omit<NotificationLogFields, 'channel' | 'provider' | 'notificationTriggered'>,
  uid: string,
  reason: string | undefined,
  describe: () => Details,
): void {
  const providers = run.pushProviders!;
  const tokens = run.ctx.state.pushTokensByUser.of(uid).filter((t) => !isVoip(t));
  if (tokens.length === 0) {
    if (run.customPush) return;
    const fallback = providers.get('fcm/') ?? providers.get('apns/')!;
    writeNotificationRecord(
      run.ctx,
      decided(
        {
          _id: '',
          ...fields,
          channel: 'push',
          provider: fallback.kind,
          providerId: fallback.providerId,
          notificationTriggered: false,
        },
        reason ?? 'NOT_FOUND',
      ),
    );
    return;
  }
  for (const token of tokens) {
    const kind = token.platform.startsWith('apns') ? 'apns' : 'fcm';
    const provider = providers.get(`${kind}/${token.providerId ?? ''}`);
    const payload =
      kind === 'apns'
        ? apnsPayload(describe(), provider ?? { details: {} }, run.settings.sound.chat, run.nowMs)
        : fcmPayload(describe(), provider, token);
    const record: NotificationLogRecord = {
      _id: '',
      ...fields,
      channel: 'push',
      provider: kind,
      tokenType: token.platform,
      pushToken: token.pushToken,
      payload,
      notificationTriggered: true,
      // The sandbox stands in for a provider that accepted the request.
      success: true,
    };
    const providerId = token.providerId ?? provider?.providerId;
    if (providerId !== undefined) record.providerId = providerId;
    const stop = reason ?? (provider === undefined ? 'INVALID_PUSH_PROVIDER_ID' : undefined);
    if (stop !== undefined) delete record.success;
    writeNotificationRecord(run.ctx, decided(record, stop));
  }
}
