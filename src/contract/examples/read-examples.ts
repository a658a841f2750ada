/** Examples the read operations share: a page's meta, a group message, the per-page limit refused. */
import { MESSAGE_LIST_LIMIT_DEFAULT, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../limits.ts';
import { messageExample } from './message-examples.ts';

/** `meta.pagination` of a single page holding `count` of `total` records. */
export const page = (total: number, count = total) => ({
  pagination: { total, count, per_page: PER_PAGE_DEFAULT, current_page: 1, total_pages: 1 },
});

/** The change cursor of example records: their latest `updatedAt` (`createdAt` if never changed). */
export const changeCursor = (records: readonly { createdAt: number; updatedAt?: number }[]) => ({
  updatedAt: Math.max(...records.map((r) => r.updatedAt ?? r.createdAt)),
  affix: 'prepend' as const,
});

/** The newest message of the example group, as its lists and its conversation show it. */
export const groupMessage = messageExample({
  id: '14',
  sender: 'superhero2',
  to: { group: 3 },
  data: { text: 'Team, the briefing starts at noon.' },
  sentAt: 1700300100,
});

export const badPerPage = { perPage: [`must be <= ${PER_PAGE_MAX}`] };

/** The cursor of a message list's page. */
const cursorMeta = (messages: { id: string; sentAt: number }[]) => ({
  current: { limit: MESSAGE_LIST_LIMIT_DEFAULT, count: messages.length },
  next: {
    affix: 'append',
    sentAt: messages[messages.length - 1]!.sentAt,
    id: messages[messages.length - 1]!.id,
  },
  previous: { affix: 'prepend', sentAt: messages[0]!.sentAt, id: messages[0]!.id },
});

/** A message list's example named after the first word of its summary. */
export const messageList = (
  name: string,
  summary: string,
  messages: ReturnType<typeof messageExample>[],
) => ({
  [name]: { summary, value: { data: messages, meta: cursorMeta(messages) } },
});
