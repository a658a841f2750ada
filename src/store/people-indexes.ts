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
import { resetKeyOf } from './reset-keys.ts';
import type { Observer } from './tables.ts';

/**
 * Values per key. Most keys hold one value (a message saved by one user, a user in one group), so a
 * lone value is kept as it is and a Set is made only for the second: loading a large app then
 * allocates a Set per user, not per message. A key that comes to hold nothing keeps its entry, as
 * `GroupedTable`'s groups do: deleting a key of a large Map and putting it back again and again (a
 * message saved and unsaved) leaves dead entries that slow every later miss on it (docs/performance.md).
 */
class SetIndex {
  readonly #map = new Map<string, string | Set<string> | undefined>();

  add(key: string, value: string): void {
    const held = this.#map.get(key);
    if (held === undefined) this.#map.set(key, value);
    else if (typeof held !== 'string') held.add(value);
    else if (held !== value) this.#map.set(key, new Set([held, value]));
  }

  remove(key: string, value: string): void {
    const held = this.#map.get(key);
    if (held === value) this.#map.set(key, undefined);
    else if (held !== undefined && typeof held !== 'string') held.delete(value);
  }

  /** A copy, so that a caller may delete the records it names while walking it. */
  of(key: string): string[] {
    const held = this.#map.get(key);
    if (held === undefined) return [];
    return typeof held === 'string' ? [held] : [...held];
  }
}

/** Per user, their reactions: reaction id → message id (a reaction is deleted by both). */
class ReactionIndex implements Observer<Readonly<ReactionRecord>> {
  readonly #byUser = new Map<string, Map<string, string>>();

  put(reaction: Readonly<ReactionRecord>): void {
    let held = this.#byUser.get(reaction.uid);
    if (!held) {
      held = new Map();
      this.#byUser.set(reaction.uid, held);
    }
    held.set(reaction.id, reaction.messageId);
  }

  remove(reaction: Readonly<ReactionRecord>): void {
    // The user's Map stays when it empties, for the reason SetIndex keeps its keys.
    this.#byUser.get(reaction.uid)?.delete(reaction.id);
  }

  /** [messageId, reaction id] pairs, copied. */
  of(uid: string): [string, string][] {
    return [...(this.#byUser.get(uid) ?? [])].map(([id, messageId]) => [messageId, id]);
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
  readonly reactions = new ReactionIndex();
  readonly savedMessages = observer<Readonly<SavedMessageRecord>>(
    this.#savers,
    (s) => s.messageId,
    (s) => s.uid,
  );

  /** Under the user who reset and, for a one-to-one reset, under the other user too: erasing either ends it. */
  readonly conversationResets: Observer<Readonly<ConversationResetRecord>> = {
    put: (reset, previous) => {
      if (previous) this.conversationResets.remove(previous);
      const key = resetKeyOf(reset);
      this.#resets.add(reset.uid, key);
      if ('withUid' in reset) this.#resets.add(reset.withUid, key);
    },
    remove: (reset) => {
      const key = resetKeyOf(reset);
      this.#resets.remove(reset.uid, key);
      if ('withUid' in reset) this.#resets.remove(reset.withUid, key);
    },
  };
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

  /** The keys (`resetKeyOf`) of the resets `uid` made, and of the one-to-one resets made with `uid`. */
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
    return this.reactions.of(uid);
  }

  /** The users who saved the message `messageId`. */
  saversOf(messageId: string): string[] {
    return this.#savers.of(messageId);
  }
}
