/**
 * A notice's recipients on each channel the app has (SPEC 20's Channels and Log records), as the
 * preference decision left them (outbox-decisions.ts): the custom push provider (one batch for the
 * notice, which the outbox writes and hands to the delivery), the FCM and APNs providers (one record
 * per registered token, or one `NOT_FOUND`), and the email and SMS unread fallback (queued for the
 * digests). The decision is written into every record it stops.
 */
import type { PushTokenRecord } from '../store/notification-records.ts';
import { queueUnreadFallback } from './notification-digests.ts';
import type { NotificationLogRecord } from '../store/records.ts';
import { nameRecipient, NotificationLogBatch, type BatchBase } from '../store/notification-log-batch.ts';
import { secondsPrefix, writeNotificationRecord, type NotificationLogFields } from './notification-log.ts';
import { privacyAt, type Decisions } from './outbox-decisions.ts';
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
 * The custom push provider's records of a notice as one batch (written by the outbox, then handed to
 * the delivery): in a group, the members with the same privacy choice share their details.
 */
export function customPushBatch(
  run: OutboxRun,
  notice: Notice,
  shared: Shared,
  decisions: Decisions,
): NotificationLogBatch {
  const { uids, reasons } = decisions;
  const pushDetails = (uid: string, privacy: boolean) =>
    pushDetailsFor(run, shared, detailsFor(run, notice, shared, uid, privacy));
  const details =
    shared.group === undefined
      ? uids.map((uid, i) => pushDetails(uid, privacyAt(decisions, i)))
      : decisions.choices.map((privacy) => pushDetails(uids[0]!, privacy));
  const detailOf = shared.group === undefined ? uids.map((_, i) => i) : decisions.choiceOf;
  const base: BatchBase = { ...shared.fields };
  const rows = { uids, details, detailOf, reasons };
  return new NotificationLogBatch(secondsPrefix(run.nowMs), base, shared.recipientFields, rows);
}

/**
 * The recipient at `index` of the decisions on the other channels the app has: the FCM and APNs
 * providers, and the email and SMS unread fallback.
 */
export function notifyChannels(
  run: OutboxRun,
  notice: Notice,
  shared: Shared,
  decisions: Decisions,
  index: number,
): void {
  const uid = decisions.uids[index]!;
  const reason = decisions.reasons[index] ?? undefined;
  const { message } = notice;
  if (run.pushProviders !== undefined) {
    const fields: Omit<NotificationLogFields, 'channel' | 'provider' | 'notificationTriggered'> = {
      ...shared.fields,
    };
    nameRecipient(fields, shared.recipientFields, uid);
    let details: Details | undefined;
    const privacy = privacyAt(decisions, index);
    const describe = () => (details ??= detailsFor(run, notice, shared, uid, privacy));
    tokenRecords(run, fields, uid, reason, describe);
  }
  if (reason === undefined && notice.trigger === 'after_message' && message !== undefined) {
    if (run.email) queueUnreadFallback(run.ctx, { channel: 'email', uid, message });
    if (run.sms) queueUnreadFallback(run.ctx, { channel: 'sms', uid, message });
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
