// The inspector's conversation view: the app's conversations, and one of them as a chat.
import { element, fill } from './dom.js';

// Message ids are decimal strings that only grow: a longer id is the newer one.
const compareIds = (a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
const newest = (messages) => messages.reduce((n, m) => (compareIds(m.id, n.id) > 0 ? m : n));
const activity = (m) => Math.max(m.sentAt, m.updatedAt ?? 0);
// Newest activity first, as GET /conversations lists them: the time of a conversation's newest
// message (sent or last changed), then the newer id.
const byActivity = (a, b) => activity(b) - activity(a) || compareIds(b.id, a.id);

/**
 * Lists the app's conversations and renders the selected one (the newest when `selected` is gone);
 * answers the one shown.
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
  if (m.editedAt) meta.append(element('span', 'edited', 'tag'));
  if (m.deletedAt) meta.append(element('span', 'deleted', 'tag'));
  if (blocked.has(m.id)) meta.append(element('span', 'blocked by moderation', 'tag blocked'));
  item.append(meta, element('div', m.deletedAt ? '(deleted)' : textOf(m), 'text'));
  const reactions = view.state.reactions.filter((r) => r.messageId === m.id);
  if (reactions.length > 0) {
    const counts = new Map();
    for (const r of reactions) counts.set(r.reaction, (counts.get(r.reaction) ?? 0) + 1);
    item.append(element('div', [...counts].map(([r, n]) => `${r} ${n}`).join('  '), 'reactions'));
  }
  return item;
}

/** One conversation as a chat. */
function renderMessages(state, messages) {
  const view = {
    state,
    byId: new Map(state.messages.map((m) => [m.id, m])),
    blocked: new Set(state.blockedMessages.map((b) => b.messageId)),
    names: new Map(state.users.map((u) => [u.uid, u.name])),
  };
  fill(
    document.getElementById('messages'),
    messages.map((m) => messageItem(view, m)),
  );
}
