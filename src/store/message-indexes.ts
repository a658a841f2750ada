/**
 * Indexes over an app's messages, derived and never written: message ids in ascending order for the
 * whole app, per conversation and per sender, per user the one-to-one conversations they take part
 * in and the action messages that name them (`by`, `on`, a call's placer, the sender of the message
 * an edit or deletion copies), per parent its thread replies, and per conversation how many of its
 * messages are pinned. A list request walks one of these from a cursor, so its cost follows the page,
 * not the app.
 */
import { compareIds } from '../contract/conversation-ids.ts';
import type { MessageRecord } from './records.ts';
import type { Observer } from './tables.ts';
import { ThreadActivity } from './thread-indexes.ts';

/** Where `id` is, or would be inserted, in ascending `ids`. */
export function positionOf(ids: readonly string[], id: string): number {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareIds(ids[mid]!, id) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

function insert(ids: string[], id: string): void {
  // Messages are created in id order: nearly always an append.
  if (ids.length === 0 || compareIds(ids[ids.length - 1]!, id) < 0) ids.push(id);
  else {
    const at = positionOf(ids, id);
    if (ids[at] !== id) ids.splice(at, 0, id);
  }
}

function remove(ids: string[] | undefined, id: string): void {
  if (!ids) return;
  const at = positionOf(ids, id);
  if (ids[at] === id) ids.splice(at, 1);
}

const listIn = (map: Map<string, string[]>, key: string): string[] => {
  let ids = map.get(key);
  if (!ids) {
    ids = [];
    map.set(key, ids);
  }
  return ids;
};

const NOBODY: readonly string[] = [];

/** The users an action or call message names besides its sender: who acted, on whom, who placed the call. */
function namedBy(message: Readonly<MessageRecord>): readonly string[] {
  const refs = message.actionRefs;
  // Most messages are no actions: they name nobody, and cost no allocation.
  if (refs === undefined) return NOBODY;
  const uids = [refs.by];
  if ('on' in refs) uids.push(refs.on);
  if ('call' in refs) uids.push(refs.call.sender);
  // An edit's or deletion's action keeps a copy of the message: it names that message's sender too.
  if ('message' in refs) uids.push(refs.message.sender);
  return [...new Set(uids)];
}

export class MessageIndexes implements Observer<Readonly<MessageRecord>> {
  /** Every message id of the app, ascending. */
  readonly all: string[] = [];
  readonly #byConversation = new Map<string, string[]>();
  readonly #bySender = new Map<string, string[]>();
  readonly #directConversations = new Map<string, Set<string>>();
  readonly #actionsNaming = new Map<string, string[]>();
  readonly #replies = new Map<string, string[]>();
  readonly #pins = new Map<string, number>();
  /** Thread parents by activity (thread-indexes.ts). */
  readonly threads = new ThreadActivity();
  readonly #lookup: (id: string) => Readonly<MessageRecord> | undefined;

  /** `lookup` finds a message by id, so that a reply can place its parent. */
  constructor(lookup: (id: string) => Readonly<MessageRecord> | undefined) {
    this.#lookup = lookup;
  }

  /** The message ids of one conversation, ascending. */
  ofConversation(conversationId: string): readonly string[] {
    return this.#byConversation.get(conversationId) ?? [];
  }

  /** The ids of the messages one user sent, ascending. */
  ofSender(uid: string): readonly string[] {
    return this.#bySender.get(uid) ?? [];
  }

  /** The one-to-one conversations a user has sent or received a message in. */
  directConversationsOf(uid: string): ReadonlySet<string> {
    return this.#directConversations.get(uid) ?? new Set();
  }

  /** The ids of the action and call messages whose `by`, `on` or call placer is `uid`, ascending. */
  actionsNaming(uid: string): readonly string[] {
    return this.#actionsNaming.get(uid) ?? [];
  }

  /** The ids of a parent's thread replies, ascending: replyCount and the thread list walk these alone. */
  repliesOf(parentId: string): readonly string[] {
    return this.#replies.get(parentId) ?? [];
  }

  /** How many messages of a conversation are pinned: the pin limit reads this, not the messages. */
  pinsIn(conversationId: string): number {
    return this.#pins.get(conversationId) ?? 0;
  }

  #countPin(conversationId: string, change: 1 | -1): void {
    const count = this.pinsIn(conversationId) + change;
    if (count === 0) this.#pins.delete(conversationId);
    else this.#pins.set(conversationId, count);
  }

  put(message: Readonly<MessageRecord>, previous: Readonly<MessageRecord> | undefined): void {
    const pinned = message.pin !== undefined;
    if (pinned !== (previous?.pin !== undefined)) this.#countPin(message.conversationId, pinned ? 1 : -1);
    // A reply sets its parent's updatedAt: the parent moves in the thread activity.
    if (this.repliesOf(message.id).length > 0) this.threads.set(message);
    // An edit or a soft deletion puts a message again under the same id, conversation and sender.
    if (previous) return;
    insert(this.all, message.id);
    insert(listIn(this.#byConversation, message.conversationId), message.id);
    insert(listIn(this.#bySender, message.sender), message.id);
    for (const uid of namedBy(message)) insert(listIn(this.#actionsNaming, uid), message.id);
    if (message.parentId !== undefined) {
      insert(listIn(this.#replies, message.parentId), message.id);
      const parent = this.#lookup(message.parentId);
      if (parent && !this.threads.has(parent.id)) this.threads.set(parent);
    }
    if (message.receiverType === 'user') {
      for (const uid of [message.sender, message.receiver]) {
        let set = this.#directConversations.get(uid);
        if (!set) {
          set = new Set();
          this.#directConversations.set(uid, set);
        }
        set.add(message.conversationId);
      }
    }
  }

  remove(message: Readonly<MessageRecord>): void {
    if (message.pin !== undefined) this.#countPin(message.conversationId, -1);
    remove(this.all, message.id);
    remove(this.#byConversation.get(message.conversationId), message.id);
    remove(this.#bySender.get(message.sender), message.id);
    for (const uid of namedBy(message)) remove(this.#actionsNaming.get(uid), message.id);
    this.threads.drop(message.id);
    if (message.parentId !== undefined) {
      remove(this.#replies.get(message.parentId), message.id);
      if (this.repliesOf(message.parentId).length === 0) this.threads.drop(message.parentId);
    }
    if (message.receiverType === 'user' && this.ofConversation(message.conversationId).length === 0) {
      // The last message gone, the users no longer take part in that conversation.
      this.#directConversations.get(message.sender)?.delete(message.conversationId);
      this.#directConversations.get(message.receiver)?.delete(message.conversationId);
    }
  }
}
