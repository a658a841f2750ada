/**
 * GET /threads (SPEC 17): thread parents by activity, as section 9 orders messages by id. The walk
 * reads the store's activity index (store/thread-indexes.ts): the app's list without a reader, else the
 * lists of the reader's conversations merged from the cursor, so a page costs its threads, the
 * replies of those threads and the reader's conversations, never the app's messages.
 */
import { limitOutOfRange, threadFilterNeedsUser } from '../contract/error-catalogue.ts';
import { MESSAGE_LIST_LIMIT_DEFAULT, MESSAGE_LIST_LIMIT_MAX } from '../contract/limits.ts';
import type { AppState, MessageRecord } from '../store/state.ts';
import { compareEntries, entryPosition, type ThreadEntry } from '../store/thread-indexes.ts';
import type { DomainContext } from './context.ts';
import { groupConversationId } from './ids.ts';
import { isUnread } from './message-lists.ts';
import { presentMessage, type MessageView } from './present.ts';
import { flagOf, numberOf, refuseUnsupported, textOf, type Query } from './read-filters.ts';
import { isListedFor } from './visibility.ts';

type ThreadView = MessageView & { lastReply: MessageView; unreadRepliesCount?: number };

interface ThreadCursor {
  affix: 'append' | 'prepend';
  updatedAt: number;
  id: string;
}

export interface ThreadPage {
  data: ThreadView[];
  meta: { current: { limit: number; count: number }; next?: ThreadCursor; previous?: ThreadCursor };
}

/** The activity lists `viewer` reads: their groups' and one-to-one conversations', or the app's. */
function listsFor(state: AppState, viewer: string | undefined): (readonly ThreadEntry[])[] {
  const threads = state.messageIndexes.threads;
  if (viewer === undefined) return [threads.all];
  const conversations = [
    ...state.peopleIndexes.groupsOf(viewer).map(groupConversationId),
    ...state.messageIndexes.directConversationsOf(viewer),
  ];
  return conversations.map((id) => threads.ofConversation(id)).filter((list) => list.length > 0);
}

function limitOf(query: Query): number {
  const limit = numberOf(query, 'limit') ?? MESSAGE_LIST_LIMIT_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MESSAGE_LIST_LIMIT_MAX) {
    throw limitOutOfRange('limit', MESSAGE_LIST_LIMIT_MAX);
  }
  return limit;
}

/**
 * Walks `lists` (each ascending) from the cursor as one list: backwards (`prepend`, the newest first)
 * or forwards (`append`), handing each entry to `take` until it answers false.
 */
function walk(
  lists: readonly (readonly ThreadEntry[])[],
  affix: 'append' | 'prepend',
  cursor: ThreadEntry | undefined,
  take: (entry: ThreadEntry) => boolean,
): void {
  const forward = affix === 'append';
  const heads = lists.map((list) => {
    if (cursor === undefined) return forward ? 0 : list.length - 1;
    const at = entryPosition(list, cursor);
    if (!forward) return at - 1;
    return list[at] !== undefined && compareEntries(list[at]!, cursor) === 0 ? at + 1 : at;
  });
  for (;;) {
    let best = -1;
    for (let i = 0; i < lists.length; i += 1) {
      const entry = lists[i]![heads[i]!];
      if (entry === undefined) continue;
      const current = best < 0 ? undefined : lists[best]![heads[best]!]!;
      if (!current || (forward ? compareEntries(entry, current) < 0 : compareEntries(entry, current) > 0))
        best = i;
    }
    if (best < 0) return;
    const entry = lists[best]![heads[best]!]!;
    heads[best]! += forward ? 1 : -1;
    if (!take(entry)) return;
  }
}

/** The cursor of `query`: `updatedAt` alone reads past every thread of that activity. */
function cursorOf(query: Query, affix: 'append' | 'prepend'): ThreadEntry | undefined {
  const updatedAt = numberOf(query, 'updatedAt');
  if (updatedAt === undefined) return undefined;
  const id = textOf(query, 'id');
  if (id !== undefined) return { updatedAt, id };
  // Before every id of that time when reading back; after every id of it when reading on.
  return affix === 'prepend' ? { updatedAt, id: '' } : { updatedAt: updatedAt + 1, id: '' };
}

export function listThreads(ctx: DomainContext, viewer: string | undefined, query: Query): ThreadPage {
  const { state } = ctx;
  refuseUnsupported(query, { withMentionCount: 'the sandbox keeps no mentions' });
  const participated = flagOf(query, 'participatedByMe') === true;
  const withUnread = flagOf(query, 'withUnreadReplyCount') === true;
  if (viewer === undefined) {
    if (query['participatedByMe'] !== undefined) throw threadFilterNeedsUser('participatedByMe');
    if (query['withUnreadReplyCount'] !== undefined) throw threadFilterNeedsUser('withUnreadReplyCount');
  }
  const limit = limitOf(query);
  const affix = textOf(query, 'affix') === 'append' ? 'append' : 'prepend';
  const cursor = cursorOf(query, affix);
  const page: { parent: MessageRecord; replies: MessageRecord[] }[] = [];
  walk(listsFor(state, viewer), affix, cursor, (entry) => {
    const parent = state.messages.get(entry.id);
    if (!parent || !isListedFor(state, parent, viewer)) return true;
    const replies = state.messageIndexes
      .repliesOf(parent.id)
      .map((id) => state.messages.get(id))
      .filter((r): r is MessageRecord => r !== undefined && isListedFor(state, r, viewer));
    if (replies.length === 0) return true;
    if (participated && parent.sender !== viewer && !replies.some((r) => r.sender === viewer)) return true;
    page.push({ parent, replies });
    return page.length < limit;
  });
  if (affix === 'prepend') page.reverse();
  const data = page.map(({ parent, replies }) => {
    const view = presentMessage(state, parent, { viewer }) as ThreadView;
    view.lastReply = presentMessage(state, replies[replies.length - 1]!, { viewer });
    if (withUnread && viewer !== undefined) {
      view.unreadRepliesCount = replies.filter((r) => isUnread(state, r, viewer)).length;
    }
    return view;
  });
  const meta: ThreadPage['meta'] = { current: { limit, count: data.length } };
  const first = page[0]?.parent;
  const last = page[page.length - 1]?.parent;
  if (first && last) {
    meta.next = { affix: 'append', updatedAt: last.updatedAt, id: last.id };
    meta.previous = { affix: 'prepend', updatedAt: first.updatedAt, id: first.id };
  }
  return { data, meta };
}
