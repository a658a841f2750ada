/**
 * The tables of notifications (notification-records.ts). Logs are kept in the order they were
 * written (the outbox reads newest first from the end); the rest are keyed by what names them.
 */
import type {
  NotificationDigestRecord,
  NotificationProviderRecord,
  NotificationQuotaRecord,
  NotificationSettingsRecord,
  NotificationUserRecord,
  PushProviderRecord,
  PushTokenRecord,
} from './notification-records.ts';
import type { AuthTokenRecord } from './people-records.ts';
import { type ChangeLog, type Observer, Table } from './tables.ts';
import { NotificationLogTable } from './notification-log-table.ts';

export interface NotificationTables {
  /** `app` → the app's settings as changed from the defaults; empty while none were changed. */
  readonly notificationSettings: Table<NotificationSettingsRecord>;
  /** uid → the user's preferences, mutes, timezone and contact details. */
  readonly notificationUsers: Table<NotificationUserRecord>;
  /** `kind/providerId` → FCM or APNs provider, in the order they were added. */
  readonly pushProviders: Table<PushProviderRecord>;
  /** kind → Twilio, SendGrid or custom provider. */
  readonly notificationProviders: Table<NotificationProviderRecord>;
  /** push token → its registration. */
  readonly pushTokens: Table<PushTokenRecord>;
  /** uid → the user's push tokens, oldest registration first: a recipient's tokens without a scan. */
  readonly pushTokensByUser: PushTokensByUser;
  /** auth token → its user: a push token is registered by its auth token alone, found without a scan. */
  readonly authTokenOwners: AuthTokenOwners;
  /** `_id` → log entry, in write order: single records and the outbox's batches (notification-log-table.ts). */
  readonly notificationLogs: NotificationLogTable;
  /** `channel/uid/conversationId` → the unread batch waiting for that recipient. */
  readonly notificationDigests: Table<NotificationDigestRecord>;
  /** `channel/uid/day` → what was sent that day. */
  readonly notificationQuotas: Table<NotificationQuotaRecord>;
}

export const pushProviderKey = (kind: PushProviderRecord['kind'], providerId: string): string =>
  `${kind}/${providerId}`;

export const digestKey = (
  channel: NotificationDigestRecord['channel'],
  uid: string,
  conversationId: string,
) => `${channel}/${uid}/${conversationId}`;

export const quotaKey = (channel: NotificationQuotaRecord['channel'], uid: string, day: string) =>
  `${channel}/${uid}/${day}`;

/** The push tokens of each user, kept as the table changes. */
export class PushTokensByUser implements Observer<Readonly<PushTokenRecord>> {
  readonly #byUser = new Map<string, Map<string, Readonly<PushTokenRecord>>>();

  put(record: Readonly<PushTokenRecord>, previous: Readonly<PushTokenRecord> | undefined): void {
    if (previous !== undefined && previous.uid !== record.uid) this.remove(previous);
    let tokens = this.#byUser.get(record.uid);
    if (tokens === undefined) this.#byUser.set(record.uid, (tokens = new Map()));
    tokens.set(record.pushToken, record);
  }

  remove(record: Readonly<PushTokenRecord>): void {
    const tokens = this.#byUser.get(record.uid);
    tokens?.delete(record.pushToken);
    if (tokens?.size === 0) this.#byUser.delete(record.uid);
  }

  /** The user's tokens, oldest registration first. */
  of(uid: string): readonly Readonly<PushTokenRecord>[] {
    return [...(this.#byUser.get(uid)?.values() ?? [])];
  }
}

/** The user of each auth token, kept as the auth tokens change (state.ts observes them with it). */
export class AuthTokenOwners implements Observer<Readonly<AuthTokenRecord>> {
  readonly #owners = new Map<string, string>();

  put(record: Readonly<AuthTokenRecord>): void {
    this.#owners.set(record.authToken, record.uid);
  }

  remove(record: Readonly<AuthTokenRecord>): void {
    if (this.#owners.get(record.authToken) === record.uid) this.#owners.delete(record.authToken);
  }

  of(authToken: string): string | undefined {
    return this.#owners.get(authToken);
  }
}

export function notificationTables(log: ChangeLog): NotificationTables {
  const pushTokens = new Table<PushTokenRecord>('pushTokens', log, (t) => t.pushToken);
  const pushTokensByUser = new PushTokensByUser();
  pushTokens.observe(pushTokensByUser);
  return {
    notificationSettings: new Table('notificationSettings', log, (s) => s.id),
    notificationUsers: new Table('notificationUsers', log, (u) => u.uid),
    pushProviders: new Table('pushProviders', log, (p) => pushProviderKey(p.kind, p.providerId)),
    notificationProviders: new Table('notificationProviders', log, (p) => p.kind),
    pushTokens,
    pushTokensByUser,
    authTokenOwners: new AuthTokenOwners(),
    notificationLogs: new NotificationLogTable(log),
    notificationDigests: new Table('notificationDigests', log, (d) =>
      digestKey(d.channel, d.uid, d.conversationId),
    ),
    notificationQuotas: new Table('notificationQuotas', log, (q) => quotaKey(q.channel, q.uid, q.day)),
  };
}
