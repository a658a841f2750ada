/**
 * Indexes over what names a user, derived and never written: the groups they are a member of or
 * banned from or own, who blocked them, their reactions and conversation resets, and who saved each
 * message. The tables are grouped
 * the other way round (a group's members, a message's reactions, a user's saves), so without these,
 * erasing a user would walk every group, every reaction and every user's saves of the app.
 */
import type {
  BanRecord,
  BlockedUserRecord,
  ConversationResetRecord,
  GroupRecord,
  MemberRecord,
  ReactionRecord,
  SavedMessageRecord,
} from './records.ts';
import type { Observer } from './tables.ts';

/** A Map of Sets that drops a key once its Set is empty. */
class SetIndex {
  readonly #map = new Map<string, Set<string>>();

  add(key: string, value: string): void {
    let set = this.#map.get(key);
    if (!set) {
      set = new Set();
      this.#map.set(key, set);
    }
    set.add(value);
  }

  remove(key: string, value: string): void {
    const set = this.#map.get(key);
    if (!set) return;
    set.delete(value);
    if (set.size === 0) this.#map.delete(key);
  }

  /** A copy, so that a caller may delete the records it names while walking it. */
  of(key: string): string[] {
    return [...(this.#map.get(key) ?? [])];
  }
}

const observer = <R>(index: SetIndex, key: (r: R) => string, value: (r: R) => string): Observer<R> => ({
  put: (record) => index.add(key(record), value(record)),
  remove: (record) => index.remove(key(record), value(record)),
});

export class PeopleIndexes {
  readonly #memberships = new SetIndex();
  readonly #bans = new SetIndex();
  readonly #blockers = new SetIndex();
  readonly #reactions = new SetIndex();
  readonly #savers = new SetIndex();
  readonly #resets = new SetIndex();
  readonly #owned = new SetIndex();

  readonly members = observer<Readonly<MemberRecord>>(
    this.#memberships,
    (m) => m.uid,
    (m) => m.guid,
  );
  readonly bans = observer<Readonly<BanRecord>>(
    this.#bans,
    (b) => b.uid,
    (b) => b.guid,
  );
  readonly blockedUsers = observer<Readonly<BlockedUserRecord>>(
    this.#blockers,
    (b) => b.blockedUid,
    (b) => b.uid,
  );
  readonly reactions = observer<Readonly<ReactionRecord>>(
    this.#reactions,
    (r) => r.uid,
    (r) => `${r.messageId}\n${r.id}`,
  );
  readonly savedMessages = observer<Readonly<SavedMessageRecord>>(
    this.#savers,
    (s) => s.messageId,
    (s) => s.uid,
  );

  readonly conversationResets = observer<Readonly<ConversationResetRecord>>(
    this.#resets,
    (r) => r.uid,
    (r) => r.guid,
  );
  readonly groups: Observer<Readonly<GroupRecord>> = {
    put: (group, previous) => {
      if (previous) this.#owned.remove(previous.owner, previous.guid);
      this.#owned.add(group.owner, group.guid);
    },
    remove: (group) => this.#owned.remove(group.owner, group.guid),
  };

  /** The guids of the groups `uid` owns. */
  ownedBy(uid: string): string[] {
    return this.#owned.of(uid);
  }

  /** The guids of the groups whose conversation `uid` reset. */
  resetsOf(uid: string): string[] {
    return this.#resets.of(uid);
  }

  /** The guids of the groups `uid` is a member of. */
  groupsOf(uid: string): string[] {
    return this.#memberships.of(uid);
  }

  /** The guids of the groups `uid` is banned from. */
  bansOf(uid: string): string[] {
    return this.#bans.of(uid);
  }

  /** The users who blocked `uid`. */
  blockersOf(uid: string): string[] {
    return this.#blockers.of(uid);
  }

  /** `uid`'s reactions, as [messageId, reaction id] pairs. */
  reactionsOf(uid: string): [string, string][] {
    return this.#reactions.of(uid).map((key) => key.split('\n') as [string, string]);
  }

  /** The users who saved the message `messageId`. */
  saversOf(messageId: string): string[] {
    return this.#savers.of(messageId);
  }
}
