/**
 * The message lists (docs/decisions/reads-message-cursor.md): a cursor walk over one ordered index of message ids (a conversation's,
 * a sender's, a user's conversations merged), keeping the messages the viewer may see that pass the
 * request's filters, until the page is full. Without a cursor a page is the newest `limit` messages;
 * within a page, oldest first.
 */
import { limitOutOfRange } from '../contract/error-catalogue.ts';
import { MESSAGE_LIST_LIMIT_DEFAULT, MESSAGE_LIST_LIMIT_MAX } from '../contract/limits.ts';
import { positionOf } from '../store/message-indexes.ts';
import type { AppState, MessageRecord } from '../store/state.ts';
import type { MessageView } from './present.ts';
import { presentMessage } from './present.ts';
import {
  flagOf,
  hasAnyTag,
  listOf,
  matchesSearch,
  numberOf,
  refuseUnsupported,
  textOf,
  withinRange,
  type Query,
} from './read-filters.ts';
import { compareIds } from './ids.ts';
import { markedUpTo } from './marks.ts';
import { lastReadMessageId } from './read-state.ts';
import { listedMessages } from './list-narrowing.ts';
import { isListedFor } from './visibility.ts';

const NO_MENTIONS = 'the sandbox keeps no mentions';

/** Declared by the reference for the message lists, not honoured by the sandbox. */
const UNSUPPORTED: Record<string, string> = {
  hasMentions: NO_MENTIONS,
  mentionedUids: NO_MENTIONS,
  myMentionsOnly: NO_MENTIONS,
  mentionsWithBlockedInfo: NO_MENTIONS,
  mentionswithTagInfo: NO_MENTIONS,
  count: 'the shape of its answer is not documented',
};

const LINK = /https?:\/\/\S/i;

export interface CursorMeta {
  current: { limit: number; count: number };
  next?: { affix: 'append'; sentAt: number; id: string };
  previous?: { affix: 'prepend'; sentAt: number; id: string };
}

export interface MessagePage {
  data: MessageView[];
  meta: CursorMeta;
}

type Filter = (message: MessageRecord) => boolean;

/** The filters of `query` as one test; throws 501 for a declared filter the sandbox cannot honour. */
function filterOf(state: AppState, query: Query, viewer: string | undefined): Filter {
  refuseUnsupported(query, UNSUPPORTED);
  const tests: Filter[] = [];
  const add = (test: Filter) => tests.push(test);
  const searchKey = textOf(query, 'searchKey');
  if (searchKey !== undefined) {
    add((m) => matchesSearch(searchKey, [typeof m.data['text'] === 'string' ? m.data['text'] : undefined]));
  }
  const attachments = (m: MessageRecord) =>
    Array.isArray(m.data['attachments']) && m.data['attachments'].length > 0;
  const hasAttachments = flagOf(query, 'hasAttachments');
  if (hasAttachments !== undefined) add((m) => attachments(m) === hasAttachments);
  const attachmentType = textOf(query, 'attachmentTypes');
  if (attachmentType !== undefined) add((m) => attachments(m) && m.type === attachmentType);
  const hasLinks = flagOf(query, 'hasLinks');
  if (hasLinks !== undefined) add((m) => LINK.test(String(m.data['text'] ?? '')) === hasLinks);
  const categories = [textOf(query, 'category'), ...(listOf(query, 'categories') ?? [])].filter(
    (c) => c !== undefined,
  );
  if (categories.length > 0) add((m) => categories.includes(m.category));
  const types = [textOf(query, 'type'), ...(listOf(query, 'types') ?? [])].filter((t) => t !== undefined);
  if (types.length > 0) add((m) => types.includes(m.type));
  const senders = [textOf(query, 'sender'), ...(listOf(query, 'senders') ?? [])].filter(
    (s) => s !== undefined,
  );
  if (senders.length > 0) add((m) => senders.includes(m.sender));
  const hasReactions = flagOf(query, 'hasReactions');
  if (hasReactions !== undefined) add((m) => state.reactions.has(m.id) === hasReactions);
  const receiverType = textOf(query, 'receiverType');
  if (receiverType !== undefined) add((m) => m.receiverType === receiverType);
  const tags = listOf(query, 'tags');
  if (tags !== undefined) add((m) => hasAnyTag(tags, m.tags));
  if (flagOf(query, 'hideDeleted')) add((m) => m.deletedAt === undefined);
  if (flagOf(query, 'onlyDeleted')) add((m) => m.deletedAt !== undefined);
  if (flagOf(query, 'hideReplies')) add((m) => m.parentId === undefined);
  const from = numberOf(query, 'fromTimestamp');
  if (from !== undefined) add((m) => m.sentAt >= from);
  const to = numberOf(query, 'toTimestamp');
  if (to !== undefined) add((m) => m.sentAt <= to);
  const sentAt = numberOf(query, 'sentAt');
  if (sentAt !== undefined) {
    add(textOf(query, 'affix') === 'prepend' ? (m) => m.sentAt <= sentAt : (m) => m.sentAt >= sentAt);
  }
  for (const field of ['sentAt', 'updatedAt', 'editedAt'] as const) {
    if (query[`${field}[from]`] !== undefined || query[`${field}[to]`] !== undefined) {
      add((m) => withinRange(query, field, m[field]));
    }
  }
  const undelivered = flagOf(query, 'undelivered');
  if (undelivered !== undefined) add((m) => isUndelivered(state, m, viewer) === undelivered);
  if (viewer !== undefined) {
    if (flagOf(query, 'hideMessagesFromBlockedUsers')) {
      add((m) => state.blockedUsers.find(viewer, m.sender) === undefined);
    }
    const unread = flagOf(query, 'unread');
    if (unread !== undefined) add((m) => isUnread(state, m, viewer) === unread);
  }
  // What the viewer's role lets them list (SPEC 18): one more test of the walk, none where nothing is set.
  const narrowed = listedMessages(state, viewer);
  if (narrowed) add(narrowed);
  return (m) => isListedFor(state, m, viewer) && tests.every((test) => test(m));
}

/** Whether `viewer` has not read `message`: sent by someone else, after their read mark. */
export function isUnread(state: AppState, message: MessageRecord, viewer: string): boolean {
  if (message.sender === viewer) return false;
  const mark = lastReadMessageId(state, viewer, message.conversationId);
  return mark === undefined || compareIds(message.id, mark) > 0;
}

/**
 * Whether `message` has not reached `viewer`: sent by someone else, above their delivered mark.
 * Without a viewer: a one-to-one message its receiver's delivered mark does not cover (SPEC 17).
 */
function isUndelivered(state: AppState, message: MessageRecord, viewer: string | undefined): boolean {
  if (viewer === undefined) {
    if (message.receiverType !== 'user') return false;
    const mark = markedUpTo(state, 'delivered', message.receiver, message.conversationId);
    return mark === undefined || compareIds(message.id, mark) > 0;
  }
  if (message.sender === viewer) return false;
  const mark = markedUpTo(state, 'delivered', viewer, message.conversationId);
  return mark === undefined || compareIds(message.id, mark) > 0;
}

/**
 * One page of the messages whose ids `ids` lists in ascending order, as `viewer` sees them, by the
 * cursor of `query` (`id`, `affix`, `limit`; `fromTimestamp` or `sentAt` alone read forward).
 */
export function listMessagePage(
  state: AppState,
  ids: readonly string[],
  viewer: string | undefined,
  query: Query,
): MessagePage {
  const keep = filterOf(state, query, viewer);
  const limit = limitOf(query);
  const cursor = textOf(query, 'id');
  const forwardByTime =
    cursor === undefined && (query['fromTimestamp'] !== undefined || query['sentAt'] !== undefined);
  const affix = textOf(query, 'affix') ?? (forwardByTime ? 'append' : 'prepend');
  const page: MessageRecord[] = [];
  const take = (i: number): void => {
    const message = state.messages.get(ids[i]!);
    if (message && keep(message)) page.push(message);
  };
  if (affix === 'append') {
    let i = cursor === undefined ? 0 : positionOf(ids, cursor);
    if (cursor !== undefined && ids[i] === cursor) i += 1;
    for (; i < ids.length && page.length < limit; i += 1) take(i);
  } else {
    for (
      let i = (cursor === undefined ? ids.length : positionOf(ids, cursor)) - 1;
      i >= 0 && page.length < limit;
      i -= 1
    ) {
      take(i);
    }
    page.reverse();
  }
  const withTags = flagOf(query, 'withTags') === true;
  const withQuoted = flagOf(query, 'hideQuotedMessages') !== true;
  const data = page.map((m) => {
    const view = presentMessage(state, m, { viewer, withQuoted });
    if (!withTags) delete view.tags;
    return view;
  });
  const meta: CursorMeta = { current: { limit, count: data.length } };
  const first = page[0];
  const last = page[page.length - 1];
  if (first && last) {
    meta.next = { affix: 'append', sentAt: last.sentAt, id: last.id };
    meta.previous = { affix: 'prepend', sentAt: first.sentAt, id: first.id };
  }
  return { data, meta };
}

/**
 * `limit` (or `perPage`), checked here too: the validator lets a number it cannot hold, such as
 * `1e309`, through as Infinity.
 */
export function limitOf(query: Query): number {
  const name = query['limit'] !== undefined ? 'limit' : 'perPage';
  const limit = numberOf(query, name) ?? MESSAGE_LIST_LIMIT_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MESSAGE_LIST_LIMIT_MAX) {
    throw limitOutOfRange(name, MESSAGE_LIST_LIMIT_MAX);
  }
  return limit;
}

/** The ids of several ascending lists as one ascending list (a user's conversations merged). */
export function mergeIds(lists: readonly (readonly string[])[]): string[] {
  const all = lists.flat();
  return all.sort(compareIds);
}
