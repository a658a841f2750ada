// The inspector's conversation view: the app's conversations, and one of them as a chat with its
// receipts, pins and threads. It reads the raw state, so what the API derives for a reader
// (deliveredAt, readAt, replyCount, pins) is derived here the same way, for the app as a whole.
import { element, fill } from './dom.js';

// Message ids are decimal strings that only grow: a longer id is the newer one.
const compareIds = (a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
const newest = (messages) => messages.reduce((n, m) => (compareIds(m.id, n.id) > 0 ? m : n));
const activity = (m) => Math.max(m.sentAt, m.updatedAt ?? 0);
// Newest activity first, as GET /conversations lists them: the time of a conversation's newest
// message (sent or last changed), then the newer id.
const byActivity = (a, b) => activity(b) - activity(a) || compareIds(b.id, a.id);
const minute = (at) => new Date(at * 1000).toISOString().slice(11, 16);
const markKey = (uid, conversationId) => `${uid}\n${conversationId}`;

/**
 * When `mark` first covered message `id`, as coveredAt in src/domain/marks.ts answers deliveredAt and
 * readAt: never above the mark; above its last step, at the mark's own time `at`; below, at the time
 * of the first step at or above the id (steps ascend), so a message read yesterday keeps yesterday.
 */
function coveredAt(mark, at, id) {
  if (mark === undefined || compareIds(id, mark.messageId) > 0) return undefined;
  const steps = mark.steps ?? [];
  if (steps.length === 0 || compareIds(id, steps[steps.length - 1].messageId) > 0) return at;
  return steps.find((step) => compareIds(step.messageId, id) >= 0).at;
}

/**
 * What pins a conversation, as text. The app's list names `group_{guid}`, or `user_{uid}` for every
 * user's conversation with that user, so a one-to-one conversation is the app's pin for the party
 * whose other party is listed; a user's own pin is theirs alone.
 */
function pinLabels(state, id, messages) {
  const app = new Set(state.appPinnedConversations.map((p) => p.conversationId));
  const labels = [];
  const first = messages[0];
  if (first.receiverType === 'group') {
    if (app.has(id)) labels.push('pinned by the app');
  } else {
    const parties = [first.sender, first.receiver];
    const pinnedFor = parties.filter((_, i) => app.has(`user_${parties[1 - i]}`));
    if (pinnedFor.length > 0) labels.push(`pinned by the app for ${pinnedFor.join(', ')}`);
  }
  const own = state.conversationPins.filter((p) => p.conversationId === id).map((p) => p.uid);
  if (own.length > 0) labels.push(`pinned by ${own.join(', ')}`);
  return labels;
}

/**
 * Lists the app's conversations and renders the selected one (the newest when `selected` is gone);
 * answers the one shown. The order stays newest activity first and pins are badged, not put first:
 * GET /conversations puts pins first in one user's list, but this list is the whole app's, where a
 * user's pin orders only their own list and an app pin of `user_{uid}` covers several conversations.
 */
export function renderConversations(state, selected, onSelect) {
  const byConversation = new Map();
  for (const m of state.messages) {
    if (!byConversation.has(m.conversationId)) byConversation.set(m.conversationId, []);
    byConversation.get(m.conversationId).push(m);
  }
  const ordered = [...byConversation.entries()].sort(([, a], [, b]) => byActivity(newest(a), newest(b)));
  const shown = byConversation.has(selected) ? selected : ordered[0]?.[0];
  fill(
    document.getElementById('conversations'),
    ordered.map(([id, messages]) => {
      const button = element('button', `${id} (${messages.length})`);
      button.type = 'button';
      button.setAttribute('aria-current', String(id === shown));
      for (const label of pinLabels(state, id, messages)) button.append(element('span', label, 'tag pinned'));
      button.addEventListener('click', () => onSelect(id));
      const item = element('li');
      item.append(button);
      return item;
    }),
  );
  renderMessages(state, byConversation.get(shown) ?? []);
  return shown;
}

function textOf(m) {
  if (m.category === 'action') return `${m.data.action ?? m.type}`;
  if (m.category === 'call') return `${m.type} call ${m.data.action}`;
  return (
    m.data.text ??
    m.data.customData?.text ??
    (m.data.attachments ? `[${m.type}]` : `[${m.category}/${m.type}]`)
  );
}

/**
 * The receipts of a one-to-one message: its receiver's delivered and read marks (a read mark also
 * delivers, so read comes with delivered). Group messages carry none (SPEC 17).
 */
function receiptOf(view, m) {
  if (m.receiverType !== 'user') return undefined;
  const key = markKey(m.receiver, m.conversationId);
  const delivered = view.delivered.get(key);
  const read = view.read.get(key);
  const deliveredAt = coveredAt(delivered, delivered?.deliveredAt, m.id);
  const readAt = coveredAt(read, read?.readAt, m.id);
  const parts = [];
  if (deliveredAt !== undefined) parts.push(`✓ delivered ${minute(deliveredAt)}`);
  if (readAt !== undefined) parts.push(`✓✓ read ${minute(readAt)}`);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

function messageItem(view, m) {
  const { names, blocked } = view;
  const classes = [
    m.category === 'action' || m.category === 'call' ? 'action' : '',
    blocked.has(m.id) ? 'blocked' : '',
  ];
  const item = element('li', undefined, classes.join(' ').trim());
  item.dataset.id = m.id;
  const quoted = m.quotedMessageId && view.byId.get(m.quotedMessageId);
  if (quoted)
    item.append(element('div', `${names.get(quoted.sender) ?? quoted.sender}: ${textOf(quoted)}`, 'quote'));
  const meta = element(
    'div',
    `${names.get(m.sender) ?? m.sender} · #${m.id} · ${new Date(m.sentAt * 1000).toISOString().slice(0, 16).replace('T', ' ')}`,
    'meta',
  );
  if (m.parentId !== undefined) meta.append(element('span', `reply to #${m.parentId}`, 'tag thread'));
  if (m.editedAt) meta.append(element('span', 'edited', 'tag'));
  if (m.deletedAt) meta.append(element('span', 'deleted', 'tag'));
  if (blocked.has(m.id)) meta.append(element('span', 'blocked by moderation', 'tag blocked'));
  if (m.pin) meta.append(element('span', `pinned by ${names.get(m.pin.by) ?? m.pin.by}`, 'tag pinned'));
  const receipt = receiptOf(view, m);
  if (receipt) meta.append(element('span', receipt, 'receipt'));
  const readers = view.readUpTo.get(m.id);
  if (readers) meta.append(element('span', `read up to here by ${readers.join(', ')}`, 'receipt'));
  // The API's replyCount for the app: every reply but those moderation blocked.
  const replies = view.replies.get(m.id) ?? [];
  const count = replies.filter((r) => !blocked.has(r.id)).length;
  if (count > 0) meta.append(element('span', `${count} ${count === 1 ? 'reply' : 'replies'}`, 'tag thread'));
  item.append(meta, element('div', m.deletedAt ? '(deleted)' : textOf(m), 'text'));
  const reactions = view.state.reactions.filter((r) => r.messageId === m.id);
  if (reactions.length > 0) {
    const counts = new Map();
    for (const r of reactions) counts.set(r.reaction, (counts.get(r.reaction) ?? 0) + 1);
    item.append(element('div', [...counts].map(([r, n]) => `${r} ${n}`).join('  '), 'reactions'));
  }
  if (replies.length > 0) {
    const thread = element('ol', undefined, 'replies');
    thread.setAttribute('aria-label', `Replies to #${m.id}`);
    fill(
      thread,
      replies.map((r) => messageItem(view, r)),
    );
    item.append(thread);
  }
  return item;
}

/**
 * One conversation as a chat. Thread replies sit under their parent, indented, and leave the main
 * flow, as a chat screen shows them; a reply whose parent is not in the conversation (erased) stays
 * in the flow, marked "reply to #id".
 */
function renderMessages(state, messages) {
  const here = new Set(messages.map((m) => m.id));
  const replies = new Map();
  for (const m of messages) {
    if (m.parentId === undefined || !here.has(m.parentId)) continue;
    if (!replies.has(m.parentId)) replies.set(m.parentId, []);
    replies.get(m.parentId).push(m);
  }
  // Who has read a group conversation up to which message: its read marks, one per member at most.
  const readUpTo = new Map();
  if (messages[0]?.receiverType === 'group') {
    for (const mark of state.readMarks) {
      if (mark.conversationId !== messages[0].conversationId) continue;
      if (!readUpTo.has(mark.messageId)) readUpTo.set(mark.messageId, []);
      readUpTo.get(mark.messageId).push(mark.uid);
    }
  }
  const view = {
    state,
    byId: new Map(state.messages.map((m) => [m.id, m])),
    blocked: new Set(state.blockedMessages.map((b) => b.messageId)),
    names: new Map(state.users.map((u) => [u.uid, u.name])),
    delivered: new Map(state.deliveredMarks.map((m) => [markKey(m.uid, m.conversationId), m])),
    read: new Map(state.readMarks.map((m) => [markKey(m.uid, m.conversationId), m])),
    readUpTo,
    replies,
  };
  fill(
    document.getElementById('messages'),
    messages.filter((m) => !replies.has(m.parentId)).map((m) => messageItem(view, m)),
  );
}
