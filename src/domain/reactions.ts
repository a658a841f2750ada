/**
 * Reactions: a user adds or removes one of their reactions on a message they can see (both
 * idempotent; the answer is the message with the reaction aggregate as that user sees it), and the
 * reaction records of a message, ascending by id, read with a cursor: `append` continues after a
 * reaction id, `prepend` returns the nearest reactions before it (still ascending). The start of a
 * page is found by binary search on the message's own list.
 */
import { invalidCursor, invalidReaction } from '../contract/error-catalogue.ts';
import type { ErrorDetails } from '../contract/errors.ts';
import {
  AFFIXES,
  type Affix,
  REACTIONS_LIMIT_DEFAULT,
  REACTIONS_LIMIT_MAX,
  REACTION_MAX,
} from '../contract/limits.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { compareIds, nextReactionId } from './ids.ts';
import { type MessageView, type UserView, presentMessage, presentUid } from './present.ts';
import { findVisibleMessage } from './visibility.ts';
import { listedReactions } from './list-narrowing.ts';
import type { ReactionRecord } from '../store/state.ts';
import { readLimit } from './message-query.ts';

/** Reactions are counted in code points, so an emoji outside the BMP counts as one. */
export function checkReaction(reaction: string): void {
  const length = [...reaction].length;
  if (length < 1 || length > REACTION_MAX) {
    throw invalidReaction();
  }
}

export function addReaction(
  ctx: DomainContext,
  messageId: string,
  reaction: string,
  uid: string,
): MessageView {
  checkReaction(reaction);
  const { state } = ctx;
  const message = findVisibleMessage(state, messageId, uid);
  const held = state.reactions.list(message.id).some((r) => r.uid === uid && r.reaction === reaction);
  if (!held) {
    const record = {
      id: nextReactionId(state),
      messageId: message.id,
      reaction,
      uid,
      reactedAt: ctx.clock.now(),
    };
    state.reactions.put(record);
    emit(state, { type: 'reactionAdded', reaction: record, message });
  }
  return presentMessage(state, message, { viewer: uid });
}

export function removeReaction(
  ctx: DomainContext,
  messageId: string,
  reaction: string,
  uid: string,
): MessageView {
  checkReaction(reaction);
  const { state } = ctx;
  const message = findVisibleMessage(state, messageId, uid);
  const held = state.reactions.list(message.id).find((r) => r.uid === uid && r.reaction === reaction);
  if (held) {
    state.reactions.delete(message.id, held.id);
    emit(state, { type: 'reactionRemoved', reaction: held, message });
  }
  return presentMessage(state, message, { viewer: uid });
}

export interface ReactionQuery {
  reaction?: string | undefined;
  limit?: unknown;
  affix?: unknown;
  id?: unknown;
}

export interface ReactionView extends ReactionRecord {
  reactedBy: UserView;
}

interface Cursor {
  affix: Affix;
  id: string;
}

export interface ReactionsPage {
  data: ReactionView[];
  meta: { current: { limit: number; count: number }; next?: Cursor; previous?: Cursor };
}

const ID_PATTERN = /^\d+$/;

function readCursor(query: ReactionQuery): { affix: Affix; id: string | undefined } {
  const details: ErrorDetails = {};
  const { affix, id } = query;
  if (affix !== undefined && !AFFIXES.includes(affix as Affix)) {
    details['affix'] = [`must be one of ${AFFIXES.join(', ')}`];
  }
  if (id !== undefined && (typeof id !== 'string' || !ID_PATTERN.test(id))) {
    details['id'] = ['must be a reaction id'];
  }
  if (Object.keys(details).length > 0) {
    throw invalidCursor(details);
  }
  const canonical = typeof id === 'string' ? id.replace(/^0+(?=\d)/, '') : undefined;
  return { affix: (affix as Affix | undefined) ?? 'append', id: canonical };
}

/** Index of the first reaction whose id is greater than `id` (or not smaller, with `inclusive`). */
function firstAfter(list: readonly ReactionRecord[], id: string, inclusive: boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const order = compareIds((list[mid] as ReactionRecord).id, id);
    if (order > 0 || (inclusive && order === 0)) high = mid;
    else low = mid + 1;
  }
  return low;
}

function selectPage(
  list: readonly ReactionRecord[],
  cursor: { affix: Affix; id: string | undefined },
  limit: number,
  keep: (r: ReactionRecord) => boolean,
): ReactionRecord[] {
  const page: ReactionRecord[] = [];
  if (cursor.id !== undefined && cursor.affix === 'prepend') {
    for (let i = firstAfter(list, cursor.id, true) - 1; i >= 0 && page.length < limit; i -= 1) {
      const r = list[i] as ReactionRecord;
      if (keep(r)) page.push(r);
    }
    return page.reverse();
  }
  const start = cursor.id === undefined ? 0 : firstAfter(list, cursor.id, false);
  for (let i = start; i < list.length && page.length < limit; i += 1) {
    const r = list[i] as ReactionRecord;
    if (keep(r)) page.push(r);
  }
  return page;
}

/** With `viewer`, the message must be visible to that user and `reactedBy` is built for them. */
export function listReactions(
  ctx: DomainContext,
  messageId: string,
  query: ReactionQuery,
  viewer?: string,
): ReactionsPage {
  const { reaction } = query;
  if (reaction !== undefined) checkReaction(reaction);
  const limit = readLimit(query.limit, REACTIONS_LIMIT_DEFAULT, REACTIONS_LIMIT_MAX);
  const cursor = readCursor(query);
  const { state } = ctx;
  const message = findVisibleMessage(state, messageId, viewer);
  const list = state.reactions.list(message.id);
  // Narrowed by the viewer's scope in the message's group (SPEC 18), where a scope sets it.
  const guid = message.receiverType === 'group' ? message.receiver : undefined;
  const listed = listedReactions(state, guid, viewer);
  const records = selectPage(
    list,
    cursor,
    limit,
    (r) => (reaction === undefined || r.reaction === reaction) && (listed === undefined || listed(r)),
  );
  const data = records.map((r) => ({
    id: r.id,
    messageId: r.messageId,
    reaction: r.reaction,
    uid: r.uid,
    reactedAt: r.reactedAt,
    reactedBy: presentUid(state, r.uid, viewer),
  }));
  const meta: ReactionsPage['meta'] = { current: { limit, count: data.length } };
  const [first, last] = [data[0], data[data.length - 1]];
  if (first && last) {
    meta.next = { affix: 'append', id: last.id };
    meta.previous = { affix: 'prepend', id: first.id };
  }
  return { data, meta };
}
