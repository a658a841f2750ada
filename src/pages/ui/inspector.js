// The inspector: one app of the sandbox at a time, read through the control API like any client.
// Every value from the sandbox is put into the page as text, never as markup.
import { renderConversations } from './conversation.js';
import { element, fill } from './dom.js';
import { renderOutbox } from './outbox.js';

const $ = (id) => document.getElementById(id);
const TOKEN_KEY = 'chat-api-sandbox-admin-token';
const POLL_MS = 500;

let current; // { appId, region }
let selectedConversation;
let lastJournal = '';
let lastDeliveries = '';

$('token').value = sessionStorage.getItem(TOKEN_KEY) ?? '';

function say(text) {
  $('status').textContent = text;
}

async function control(method, path, body) {
  const token = $('token').value.trim();
  const headers = { ...(body ? { 'content-type': 'application/json' } : {}) };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`/__sandbox${path}`, { method, headers, body: body && JSON.stringify(body) });
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) {
    const error = answer.error ?? {};
    if (res.status === 401 || res.status === 403)
      say(`The control API refused: ${error.message ?? res.status}. Enter the admin token.`);
    throw new Error(`${method} ${path}: ${res.status} ${error.code ?? ''}`);
  }
  return answer;
}

const appPath = (suffix = '') =>
  `/apps/${current.appId}${suffix}${suffix.includes('?') ? '&' : '?'}region=${current.region}`;

async function loadApps() {
  const health = await control('GET', '/health');
  const apps = await control('GET', '/apps');
  const known = new Map(apps.map((a) => [`${a.region}/${a.appId}`, a]));
  const fallback = health.defaultApp;
  if (fallback) known.set(`${fallback.region}/${fallback.appId}`, fallback);
  const select = $('app');
  const chosen = current
    ? `${current.region}/${current.appId}`
    : fallback
      ? `${fallback.region}/${fallback.appId}`
      : undefined;
  fill(
    select,
    [...known.keys()].sort().map((key) => {
      const option = element('option', key);
      option.value = key;
      option.selected = key === chosen;
      return option;
    }),
  );
  const [region, appId] = (select.value || chosen || '').split('/');
  current = { appId, region };
}

function renderState(state) {
  fill(
    $('users'),
    state.users.map((u) =>
      element('li', `${u.name} (${u.uid}) — ${u.status}${u.role === 'default' ? '' : `, ${u.role}`}`),
    ),
  );
  fill(
    $('groups'),
    state.groups.map((g) => {
      const members = state.members.filter((m) => m.guid === g.guid).map((m) => `${m.uid} (${m.scope})`);
      const banned = state.bans.filter((b) => b.guid === g.guid).map((b) => b.uid);
      const item = element('li', `${g.name} (${g.guid}, ${g.type}) — ${members.join(', ') || 'no members'}`);
      if (banned.length > 0) item.append(element('span', ` — banned: ${banned.join(', ')}`));
      return item;
    }),
  );
  renderOutbox($('outbox').tBodies[0], state.notificationLogs);
  selectedConversation = renderConversations(state, selectedConversation, (id) => {
    selectedConversation = id;
    renderState(state);
  });
}

async function refreshState() {
  renderState(await control('GET', appPath('/state')));
  const clock = await control('GET', appPath('/clock'));
  $('clock').textContent =
    `Clock: ${clock.mode === 'frozen' ? 'frozen at' : 'real,'} ${new Date(clock.now * 1000).toISOString().replace('.000Z', 'Z')}`;
  const faults = await control('GET', appPath('/faults'));
  fill(
    $('faults'),
    faults.map((f) =>
      element(
        'li',
        `${f.operationId ?? 'any operation'} → ${f.status ?? f.failure ?? 'latency only'}${f.times === undefined ? '' : `, ${f.times} left`}, hit ${f.hits}`,
      ),
    ),
  );
}

function rows(tbody, entries, cells) {
  fill(
    tbody,
    entries.map((entry) => {
      const row = element('tr');
      for (const [text, className] of cells(entry)) row.append(element('td', text, className));
      return row;
    }),
  );
}

let polling = null;
let pollAgain = false;

/**
 * One poll at a time: a poll asked for while one runs makes that one go round again
 * once it ends, so an older answer can never land after a newer one and leave the page stale.
 */
function poll() {
  if (polling) {
    pollAgain = true;
    return polling;
  }
  polling = (async () => {
    do {
      pollAgain = false;
      await pollOnce();
    } while (pollAgain);
  })().finally(() => {
    polling = null;
  });
  return polling;
}

async function pollOnce() {
  if (!current) return;
  try {
    const journal = await control('GET', appPath('/requests?limit=50'));
    const journalText = JSON.stringify(journal);
    if (journalText !== lastJournal) {
      lastJournal = journalText;
      rows($('journal').tBodies[0], journal, (r) => [
        [new Date(r.time * 1000).toISOString().slice(11, 19)],
        [r.method],
        [r.path + (r.query ? `?${r.query}` : '')],
        [String(r.status), r.status >= 400 ? 'error' : ''],
        [r.errorCode ?? ''],
        [String(r.durationMs)],
      ]);
      // A request may have changed the state since it was read: read it again.
      await refreshState();
    }
    const deliveries = await control('GET', appPath('/webhook-deliveries?limit=50'));
    const deliveriesText = JSON.stringify(deliveries);
    if (deliveriesText !== lastDeliveries) {
      lastDeliveries = deliveriesText;
      rows($('deliveries').tBodies[0], deliveries, (d) => [
        [new Date(d.at).toISOString().slice(11, 19)],
        [d.webhookId],
        [d.trigger],
        [String(d.attempt)],
        [d.error ?? String(d.status), d.error ? 'error' : ''],
        [d.outcome],
      ]);
    }
  } catch {
    // The next poll tries again; a refusal is already on the page.
  }
}

async function act(work, done) {
  try {
    await work();
    // The page shows what the action left before it says it is done: a reader (or a test) that waits
    // for the message sees the new state, not the one before it.
    await refreshState();
    say(done);
  } catch (error) {
    say(error.message);
  }
}

$('app-form').addEventListener('submit', (event) => {
  event.preventDefault();
  sessionStorage.setItem(TOKEN_KEY, $('token').value.trim());
  const [region, appId] = $('app').value.split('/');
  if (appId) current = { appId, region };
  lastJournal = '';
  void start();
});
$('reset').addEventListener(
  'click',
  () => void act(() => control('POST', appPath('/reset')), 'The app is back to the fixtures.'),
);
$('freeze').addEventListener(
  'click',
  () =>
    void act(
      () => control('PUT', appPath('/clock'), { now: Math.floor(Date.now() / 1000) }),
      'The clock is frozen.',
    ),
);
$('advance').addEventListener(
  'click',
  () => void act(() => control('PUT', appPath('/clock'), { advance: 3600 }), 'The clock moved one hour on.'),
);
$('real').addEventListener(
  'click',
  () => void act(() => control('PUT', appPath('/clock'), { mode: 'real' }), 'The clock follows real time.'),
);
$('clear-faults').addEventListener(
  'click',
  () => void act(() => control('DELETE', appPath('/faults')), 'No fault rules.'),
);
$('fault-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const form = new FormData(event.target);
  void act(async () => {
    const rules = (await control('GET', appPath('/faults'))).map(({ hits: _hits, ...rule }) => rule);
    const failure = String(form.get('failure') ?? '');
    // A network failure replaces the status: a rule answers with one or the other.
    const rule = failure
      ? { operationId: String(form.get('operationId')).trim(), failure }
      : { operationId: String(form.get('operationId')).trim(), status: Number(form.get('status')) };
    if (form.get('times')) rule.times = Number(form.get('times'));
    await control('PUT', appPath('/faults'), [...rules, rule]);
  }, 'Fault rule added.');
});

async function start() {
  try {
    await loadApps();
    say('');
    await refreshState();
    await poll();
  } catch (error) {
    say(error.message);
  }
}

// The poll runs from the first moment, before the first load ends: a page whose first load is
// slow still polls on time (a poll before an app is chosen does nothing).
setInterval(() => void poll(), POLL_MS);
await start();
