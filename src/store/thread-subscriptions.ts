/**
 * The users' thread subscriptions: by message, then user, so that a message erased takes its
 * subscribers with it at once; and, derived, each user's subscribed messages, so that a user erased
 * takes theirs without a walk of every message's subscribers.
 */
import type { ChangeLog } from './tables.ts';
import { GroupedTable } from './tables.ts';
import type { ThreadSubscriptionRecord } from './thread-records.ts';

export class ThreadSubscriptions extends GroupedTable<ThreadSubscriptionRecord> {
  readonly #byUser = new Map<string, Set<string>>();

  constructor(log: ChangeLog) {
    super(
      'threadSubscriptions',
      log,
      (s) => s.messageId,
      (s) => s.uid,
    );
    this.observe({
      put: (s) => {
        let ids = this.#byUser.get(s.uid);
        if (!ids) {
          ids = new Set();
          this.#byUser.set(s.uid, ids);
        }
        ids.add(s.messageId);
      },
      remove: (s) => this.#byUser.get(s.uid)?.delete(s.messageId),
    });
  }

  /** The ids of the messages whose threads `uid` is subscribed to. */
  threadsOf(uid: string): ReadonlySet<string> {
    return this.#byUser.get(uid) ?? new Set();
  }
}
