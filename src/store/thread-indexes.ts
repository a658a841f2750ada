/**
 * Thread parents ordered by activity, derived and never written: every message with at least one
 * reply, by its `updatedAt` (which a reply sets) and then its id, for the app and per conversation.
 * GET /threads walks these from its cursor, so its cost follows the page and the reader's
 * conversations, never the messages of the app.
 */
import { compareIds } from '../contract/conversation-ids.ts';
import type { MessageRecord } from './records.ts';

export interface ThreadEntry {
  readonly updatedAt: number;
  readonly id: string;
}

export const compareEntries = (a: ThreadEntry, b: ThreadEntry): number =>
  a.updatedAt - b.updatedAt || compareIds(a.id, b.id);

/** Where `entry` is, or would be inserted, in ascending `list`. */
export function entryPosition(list: readonly ThreadEntry[], entry: ThreadEntry): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareEntries(list[mid]!, entry) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

function insert(list: ThreadEntry[], entry: ThreadEntry): void {
  // A reply makes its parent the most recently active: nearly always an append.
  const last = list[list.length - 1];
  if (last === undefined || compareEntries(last, entry) < 0) list.push(entry);
  else list.splice(entryPosition(list, entry), 0, entry);
}

function remove(list: ThreadEntry[] | undefined, entry: ThreadEntry): void {
  if (!list) return;
  const at = entryPosition(list, entry);
  if (list[at] === entry) list.splice(at, 1);
}

const NONE: readonly ThreadEntry[] = [];

export class ThreadActivity {
  /** Every thread parent of the app, least recently active first. */
  readonly #all: ThreadEntry[] = [];
  readonly #byConversation = new Map<string, ThreadEntry[]>();
  readonly #current = new Map<string, { entry: ThreadEntry; conversationId: string }>();

  get all(): readonly ThreadEntry[] {
    return this.#all;
  }

  ofConversation(conversationId: string): readonly ThreadEntry[] {
    return this.#byConversation.get(conversationId) ?? NONE;
  }

  has(id: string): boolean {
    return this.#current.has(id);
  }

  /** Places `parent` by its current `updatedAt`, moving it if it was placed by an earlier one. */
  set(parent: Readonly<MessageRecord>): void {
    const found = this.#current.get(parent.id);
    if (found?.entry.updatedAt === parent.updatedAt) return;
    if (found) this.drop(parent.id);
    const entry: ThreadEntry = { updatedAt: parent.updatedAt, id: parent.id };
    insert(this.#all, entry);
    let list = this.#byConversation.get(parent.conversationId);
    if (!list) {
      list = [];
      this.#byConversation.set(parent.conversationId, list);
    }
    insert(list, entry);
    this.#current.set(parent.id, { entry, conversationId: parent.conversationId });
  }

  drop(id: string): void {
    const found = this.#current.get(id);
    if (!found) return;
    remove(this.#all, found.entry);
    remove(this.#byConversation.get(found.conversationId), found.entry);
    this.#current.delete(id);
  }
}
