/**
 * What happened, as the domain tells it: plain data recorded with the changes of a request and handed
 * to whoever listens (the webhooks) once those changes are written. The domain
 * never knows who listens; a listener presents the records as it needs.
 */
import type {
  AppState,
  AuthTokenRecord,
  GroupRecord,
  MessageRecord,
  ReactionRecord,
  UserRecord,
} from '../store/state.ts';
import type { Scope } from '../contract/limits.ts';
import type { JsonObject } from '../contract/json.ts';
import type { NotificationLogBatch } from '../store/notification-log-batch.ts';

export type DomainEvent =
  /** A message a user or bot sent (each copy of a message to several receivers). */
  | { type: 'messageSent'; message: MessageRecord }
  /** `message` is the message after the edit; `action` the stored `edited` action message. */
  | { type: 'messageEdited'; message: MessageRecord; by: string; action: MessageRecord }
  /** `message` is the message as deleted (without its content), whether or not it is kept. */
  | { type: 'messageDeleted'; message: MessageRecord; by: string; permanent: boolean; action: MessageRecord }
  /** A blocked or dropped message a moderator approved: its recipients are notified now (SPEC 20). */
  | { type: 'messageApproved'; message: MessageRecord }
  | { type: 'messageSaved'; uid: string; message: MessageRecord }
  | { type: 'messageUnsaved'; uid: string; message: MessageRecord }
  | { type: 'reactionAdded'; reaction: ReactionRecord; message: MessageRecord }
  | { type: 'reactionRemoved'; reaction: ReactionRecord; message: MessageRecord }
  | { type: 'groupCreated'; group: GroupRecord; by: string }
  /** `group` is the group after the change. */
  | { type: 'groupUpdated'; group: GroupRecord; by: string }
  | { type: 'groupOwnerTransferred'; group: GroupRecord; oldOwner: string; by: string }
  /** `group` and `membersCount` as they were just before the deletion. */
  | { type: 'groupDeleted'; group: GroupRecord; membersCount: number; by: string }
  /** `action` is the stored action message of the addition. */
  | { type: 'memberAdded'; guid: string; uid: string; scope: Scope; by: string; action: MessageRecord }
  | { type: 'memberBanned'; guid: string; uid: string; by: string; action: MessageRecord }
  | { type: 'memberKicked'; guid: string; uid: string; by: string; action: MessageRecord }
  | {
      type: 'memberScopeChanged';
      guid: string;
      uid: string;
      by: string;
      oldScope: Scope;
      newScope: Scope;
      action: MessageRecord;
    }
  | { type: 'memberUnbanned'; guid: string; uid: string; by: string }
  | { type: 'userCreated'; user: UserRecord }
  | { type: 'authTokenCreated'; token: AuthTokenRecord }
  /** Only the users whose block is new; blocking a blocked user again tells nothing. */
  | { type: 'usersBlocked'; uid: string; blockedUids: string[] }
  | { type: 'usersUnblocked'; uid: string; blockedUids: string[] }
  /**
   * `uid`'s read or delivered mark moved forward at `at` to `messageId`, the newest message it covers,
   * sent by `messageSender`.
   */
  /**
   * The outbox triggered a custom push, SMS or email provider (SPEC 20): the call to make once the
   * change is written, like a webhook's; the log `logId` records it, its `success` the last attempt.
   */
  | {
      type: 'customProviderCalled';
      logId: string;
      provider: 'customPush' | 'customSms' | 'customEmail';
      trigger: string;
      data: JsonObject;
    }
  /**
   * The outbox wrote one notice's custom push records as `batch` (SPEC 20): a call to the provider is
   * to be made for each recipient it triggered, once the change is written; each record's `success`
   * follows its call's last attempt.
   */
  | {
      type: 'customPushCalled';
      batch: NotificationLogBatch;
      /** The indexes of the batch's recipients notified: one call each. */
      notified: readonly number[];
      trigger: string;
    }
  /**
   * An email or SMS unread fallback was queued, due at `dueAt` (ms on the app clock): the delivery
   * sets its app's timer by it instead of looking through every app's digests.
   */
  | { type: 'notificationDigestQueued'; dueAt: number }
  | {
      type: 'conversationRead' | 'conversationDelivered';
      uid: string;
      conversationId: string;
      messageId: string;
      messageSender: string;
      receiverType: 'user' | 'group';
      at: number;
    };

/** Records what happened; it is handed on once the request's changes are written. */
export function emit(state: AppState, event: DomainEvent): void {
  state.changes.tell(event);
}

/** The events of a write, as the store hands them on (it keeps them without knowing their type). */
export const asDomainEvents = (events: readonly unknown[]): readonly DomainEvent[] =>
  events as readonly DomainEvent[];
