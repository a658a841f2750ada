/**
 * What the standalone Moderation API answers with: a standalone message shaped as a message, its
 * verdict read from its blocked-message record, and the page of them the message lists' cursor reads.
 * Presented here rather than by presentMessage, which would find a chat message's reactions, receipts
 * and thread replies by the id, and a standalone message has none of them.
 */
import { SYSTEM_UID } from '../contract/limits.ts';
import type { ModerationMessageRecord } from '../store/moderation-records.ts';
import type { AppState, JsonObject } from '../store/state.ts';
import { compareIds } from './ids.ts';
import { limitOf, type CursorMeta } from './message-lists.ts';
import { presentGroup, presentUid } from './present.ts';
import { textOf, type Query } from './read-filters.ts';

export type Verdict =
  { status: 'pending' | 'approved' } | { status: 'disapproved'; rule: { id: string; name: string } };

/**
 * The verdict on a stored standalone message: disapproved while a rule's blocked record stands and a
 * moderator has not approved it, else approved (the engine decides at once, so none stays pending).
 */
export function verdictOf(state: AppState, id: string): Verdict {
  const blocked = state.blockedMessages.get(id);
  if (!blocked || blocked.review?.status === 'approved') return { status: 'approved' };
  return { status: 'disapproved', rule: { id: blocked.ruleId, name: blocked.ruleName } };
}

export interface ModerationMessageView {
  id: string;
  muid?: string;
  conversationId: string;
  sender: string;
  receiverType: 'user' | 'group';
  receiver: string;
  category: string;
  type: string;
  data: JsonObject;
  tags?: string[];
  sentAt: number;
  editedAt?: number;
  editedBy?: string;
  updatedAt: number;
}

export function presentModerationMessage(
  state: AppState,
  message: ModerationMessageRecord,
  verdict: Verdict = verdictOf(state, message.id),
): ModerationMessageView {
  const group = message.receiverType === 'group' ? state.groups.get(message.receiver) : undefined;
  // Each user as the other sees them (with their conversation's id), as the reference's example shows.
  const peer = message.receiverType === 'user' ? message.receiver : undefined;
  const entities = {
    sender: { entity: presentUid(state, message.sender, peer), entityType: 'user' },
    receiver: group
      ? { entity: presentGroup(state, group), entityType: 'group' }
      : { entity: presentUid(state, message.receiver, message.sender), entityType: 'user' },
  };
  const view: ModerationMessageView = { id: message.id } as ModerationMessageView;
  if (message.muid !== undefined) view.muid = message.muid;
  Object.assign(view, {
    conversationId: message.conversationId,
    sender: message.sender,
    receiverType: message.receiverType,
    receiver: message.receiver,
    category: message.category,
    type: message.type,
    data: { ...message.data, entities, moderation: verdict } as unknown as JsonObject,
  });
  if (message.tags !== undefined) view.tags = message.tags;
  view.sentAt = message.sentAt;
  if (message.editedAt !== undefined) view.editedAt = message.editedAt;
  if (message.editedBy !== undefined) view.editedBy = message.editedBy;
  view.updatedAt = message.updatedAt;
  return view;
}

type Filter = (message: ModerationMessageRecord) => boolean;

function filterOf(state: AppState, query: Query): Filter {
  const tests: Filter[] = [];
  const lower = (name: string) => textOf(query, name)?.toLowerCase();
  const sender = lower('sender');
  if (sender !== undefined) tests.push((m) => m.sender === sender);
  const uid = lower('receiverUID');
  if (uid !== undefined) tests.push((m) => m.receiverType === 'user' && m.receiver === uid);
  const guid = lower('receiverGUID');
  if (guid !== undefined) tests.push((m) => m.receiverType === 'group' && m.receiver === guid);
  const category = textOf(query, 'category');
  if (category !== undefined) tests.push((m) => m.category === category);
  const type = textOf(query, 'type');
  if (type !== undefined) tests.push((m) => m.type === type);
  const status = textOf(query, 'moderationStatus');
  if (status !== undefined) tests.push((m) => verdictOf(state, m.id).status === status);
  return (m) => tests.every((test) => test(m));
}

/** Where `id` stands (or would) in records kept in ascending id order. */
function positionOf(records: readonly ModerationMessageRecord[], id: string): number {
  let low = 0;
  let high = records.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareIds(records[mid]!.id, id) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * One page of the standalone messages by the message lists' cursor (`id`, `affix`, `limit`): without
 * `id` the newest page; `append` reads on from `id`, `prepend` back from it; oldest first in a page.
 */
export function moderationMessagePage(
  state: AppState,
  query: Query,
): { data: ModerationMessageView[]; meta: CursorMeta } {
  const records = state.moderationMessages.list();
  const keep = filterOf(state, query);
  const limit = limitOf(query);
  const cursor = textOf(query, 'id');
  const page: ModerationMessageRecord[] = [];
  const take = (record: ModerationMessageRecord | undefined) => {
    if (record && keep(record)) page.push(record);
  };
  if (textOf(query, 'affix') === 'append') {
    let i = cursor === undefined ? 0 : positionOf(records, cursor);
    if (cursor !== undefined && records[i]?.id === cursor) i += 1;
    for (; i < records.length && page.length < limit; i += 1) take(records[i]);
  } else {
    const from = cursor === undefined ? records.length : positionOf(records, cursor);
    for (let i = from - 1; i >= 0 && page.length < limit; i -= 1) take(records[i]);
    page.reverse();
  }
  const meta: CursorMeta = { current: { limit, count: page.length } };
  const first = page[0];
  const last = page[page.length - 1];
  if (first && last) {
    meta.next = { affix: 'append', sentAt: last.sentAt, id: last.id };
    meta.previous = { affix: 'prepend', sentAt: first.sentAt, id: first.id };
  }
  return { data: page.map((m) => presentModerationMessage(state, m)), meta };
}

/** Who edits a standalone message: the app, as an edit made with the API key alone is the app's. */
export const EDITOR = SYSTEM_UID;
