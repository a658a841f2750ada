/**
 * The index proof: the operations that look a message up, and a conversation's message list, cost the
 * same with 100 messages or 100,000 in the app. Times each operation on two generated apps that differ only in their number of messages,
 * twice: as domain calls (where a scan of the messages would show at once) and as HTTP requests
 * through createApp on an in-memory store (so that the data file plays no part). Prints markdown.
 *
 *   tsx scripts/scale.ts [--small 100] [--large 100000]
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Command, Option } from 'commander';
import { listGroupMessages } from '../src/domain/messages.ts';
import { listReactions } from '../src/domain/reactions.ts';
import { addReaction, removeReaction } from '../src/domain/reactions.ts';
import { saveMessage } from '../src/domain/saved-messages.ts';
import {
  markGroupConversationDelivered,
  markGroupConversationRead,
  markGroupConversationUnread,
} from '../src/domain/read-state.ts';
import { listThreadReplies, sendThreadReply } from '../src/domain/threads.ts';
import { markMessageInteracted } from '../src/domain/interactions.ts';
import { getMessage } from '../src/domain/messages.ts';
import { pinGroupConversation, unpinGroupConversation } from '../src/domain/conversation-pins.ts';
import { listThreads } from '../src/domain/thread-lists.ts';
import { subscribeThread, unsubscribeThread } from '../src/domain/thread-subscriptions.ts';
import { findVisibleMessage } from '../src/domain/visibility.ts';
import { createApp } from '../src/app.ts';
import { defaultConfig } from '../src/http/config.ts';
import { MemoryStore } from '../src/store/memory-store.ts';
import { DEFAULT_APP } from '../src/store/fixtures.ts';
import { resetKey, type AppState, type StateSnapshot } from '../src/store/state.ts';
import { generateSnapshot } from './generate-fixtures.ts';
import { API_KEY } from './lib/load.ts';

const opts = new Command()
  .name('scale')
  .addOption(new Option('--small <n>', 'messages in the small app').default(100).argParser(Number))
  .addOption(new Option('--large <n>', 'messages in the large app').default(100_000).argParser(Number))
  .parse()
  .opts<{ small: number; large: number }>();

const NOW = 1_800_000_000;
const clock = { now: () => NOW };

/** The messages and users each operation is timed on, chosen the same way in both apps. */
interface Probe {
  /** A group message in the middle of the app, and a member of its group who can see it. */
  messageId: string;
  member: string;
  /** The message's group. */
  group: string;
  /** A user outside that group. */
  outsider: string;
  /** A message hidden from `hiddenFor` by a conversation reset. */
  hiddenId: string;
  hiddenFor: string;
  /** The group given a full page of newest messages (withFullPage), and a member who reads it. */
  pageGroup: string;
  pageReader: string;
  /** An interactive card in the probed message's group, which its sender has interacted with. */
  cardId: string;
  /** A message of that page with a reply (withThreads). */
  threadParent: string;
}

function probeOf(snapshot: StateSnapshot, state: AppState): Probe {
  const blocked = new Set(snapshot.blockedMessages.map((b) => b.messageId));
  const middle = snapshot.messages.slice(Math.floor(snapshot.messages.length / 2));
  const message = middle.find(
    (m) =>
      m.receiverType === 'group' &&
      !blocked.has(m.id) &&
      !state.conversationResets.has(resetKey(m.receiver, m.sender)),
  );
  const reset = snapshot.conversationResets[0];
  if (!message || !reset) throw new Error('the generated app has no group message or reset to probe');
  const members = state.members.get(message.receiver)!;
  const outsider = snapshot.users.find((u) => !members.has(u.uid) && u.uid !== 'app_system')!.uid;
  return {
    messageId: message.id,
    member: message.sender,
    group: message.receiver,
    outsider,
    hiddenId: reset.lastMessageId,
    hiddenFor: reset.uid,
    pageGroup: snapshot.messages[snapshot.messages.length - 1]!.receiver,
    pageReader: snapshot.messages[snapshot.messages.length - 1]!.sender,
    cardId: withCard(state, message),
    threadParent: snapshot.messages.find((m) => m.parentId !== undefined)!.parentId!,
  };
}

/**
 * The probed message again as an interactive card of its sender's, who has interacted with one of
 * its elements: the generated apps hold no interactive message. Both apps get the same one, under the
 * next id.
 */
function withCard(state: AppState, message: StateSnapshot['messages'][number]): string {
  const id = String(state.counters.next('messageId'));
  const actions = [{ elementId: 'seen' }, { elementId: 'scale' }];
  const data = { allowSenderInteraction: true, interactiveData: { cardActions: actions } };
  state.messages.put({ ...message, id, category: 'interactive', type: 'card', data });
  state.interactions.put({
    messageId: id,
    uid: message.sender,
    interactions: [{ elementId: 'seen', interactedAt: NOW }],
  });
  state.changes.take();
  return id;
}

/** Microseconds per call: the median of five timed batches, after a warm-up batch. */
function perCall(op: () => unknown, calls = 5000): number {
  const batches: number[] = [];
  for (let b = 0; b < 6; b += 1) {
    const started = performance.now();
    for (let i = 0; i < calls; i += 1) op();
    if (b > 0) batches.push(((performance.now() - started) * 1000) / calls);
  }
  return batches.sort((x, y) => x - y)[2]!;
}

const rejects = (op: () => unknown) => () => {
  try {
    op();
  } catch {
    return;
  }
  throw new Error('expected the operation to fail');
};

function domainTimes(state: AppState, p: Probe): Record<string, number> {
  const ctx = { state, clock };
  /** A write's commit takes the changes it noted; here nothing commits, so each call hands them back. */
  const committed = (op: () => unknown) => () => {
    op();
    state.changes.take();
    state.changes.takeEvents();
  };
  return {
    'add a reaction, then remove it': perCall(
      committed(() => {
        addReaction(ctx, p.messageId, ':scale:', p.member);
        removeReaction(ctx, p.messageId, ':scale:', p.member);
      }),
    ),
    "list a message's reactions": perCall(() => listReactions(ctx, p.messageId, {}, p.member)),
    'save a message (new save, then undone)': perCall(
      committed(() => {
        saveMessage(ctx, p.messageId, p.member);
        state.savedMessages.delete(p.member, p.messageId);
      }),
    ),
    "list a group's newest message (limit 1), as a member": perCall(() =>
      listGroupMessages(ctx, p.group, p.member, { limit: 1 }),
    ),
    [`list a group's newest ${PAGE} messages, as a member`]: perCall(() =>
      listGroupMessages(ctx, p.pageGroup, p.pageReader, { limit: PAGE }),
    ),
    'reply in a thread (then removed)': perCall(
      committed(() => {
        const reply = sendThreadReply(ctx, p.member, p.messageId, {
          category: 'message',
          data: { text: 'scale' },
        });
        state.messages.delete(reply.id);
      }),
    ),
    "list a thread's replies, as a member": perCall(() => listThreadReplies(ctx, p.messageId, p.member, {})),
    'mark an interactive message interacted (then undone)': perCall(
      committed(() => {
        const before = state.interactions.find(p.cardId, p.member)!;
        markMessageInteracted(ctx, p.cardId, p.member, ['scale']);
        state.interactions.put(before);
      }),
    ),
    'read an interactive message with the reader’s interactions': perCall(() =>
      getMessage(ctx, p.cardId, p.member),
    ),
    'pin a group conversation, then unpin it': perCall(
      committed(() => {
        pinGroupConversation(ctx, p.member, p.group);
        unpinGroupConversation(ctx, p.member, p.group);
      }),
    ),
    'mark a group delivered and read up to a message, then unread from it (then cleared)': perCall(
      committed(() => {
        const options = { messageId: Number(p.messageId) };
        markGroupConversationDelivered(ctx, p.member, p.group, options);
        markGroupConversationRead(ctx, p.member, p.group, options);
        markGroupConversationUnread(ctx, p.member, p.group, options);
        state.readMarks.delete(p.member, `group_${p.group}`);
        state.deliveredMarks.delete(p.member, `group_${p.group}`);
      }),
    ),
    [`list the ${PAGE} most active threads (GET /threads), as a member`]: perCall(() =>
      listThreads(ctx, p.pageReader, { limit: PAGE }),
    ),
    [`list the ${PAGE} most active threads, as the app`]: perCall(() =>
      listThreads(ctx, undefined, { limit: PAGE }),
    ),
    'subscribe to a thread, then unsubscribe': perCall(
      committed(() => {
        subscribeThread(ctx, p.threadParent, p.pageReader);
        unsubscribeThread(ctx, p.threadParent, p.pageReader);
      }),
    ),
    'visibility: member of the group': perCall(() => findVisibleMessage(state, p.messageId, p.member)),
    'visibility: outside the group (403)': perCall(
      rejects(() => findVisibleMessage(state, p.messageId, p.outsider)),
    ),
    'visibility: hidden by a reset (404)': perCall(
      rejects(() => findVisibleMessage(state, p.hiddenId, p.hiddenFor)),
    ),
  };
}

/** Microseconds per request, sequential requests to an in-process server: median of five batches. */
async function httpTimes(store: MemoryStore, p: Probe): Promise<Record<string, number>> {
  const app = createApp({
    store,
    config: defaultConfig({ clock: NOW, rateLimit: { standard: 0, core: 0 } }),
  });
  const server = createServer(app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
  const call = async (method: string, path: string, viewer = p.member): Promise<void> => {
    const res = await fetch(`${base}${path}`, { method, headers: { apikey: API_KEY, onBehalfOf: viewer } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}`);
  };
  const timed = async (requests: () => Promise<void>, calls = 400): Promise<number> => {
    const batches: number[] = [];
    for (let b = 0; b < 6; b += 1) {
      const started = performance.now();
      for (let i = 0; i < calls; i += 1) await requests();
      if (b > 0) batches.push(((performance.now() - started) * 1000) / calls);
    }
    return batches.sort((x, y) => x - y)[2]!;
  };
  const reaction = `/messages/${p.messageId}/reactions/${encodeURIComponent(':scale:')}`;
  try {
    return {
      'add a reaction, then remove it': await timed(async () => {
        await call('POST', reaction);
        await call('DELETE', reaction);
      }),
      "list a message's reactions": await timed(() => call('GET', `/messages/${p.messageId}/reactions`)),
      'save a message (again: idempotent)': await timed(() => call('POST', `/messages/${p.messageId}/save`)),
      "list a group's newest message (limit 1)": await timed(() =>
        call('GET', `/groups/${p.group}/messages?limit=1`),
      ),
      [`list a group's newest ${PAGE} messages`]: await timed(() =>
        call('GET', `/groups/${p.pageGroup}/messages?limit=${PAGE}`, p.pageReader),
      ),
      "list a thread's replies": await timed(() => call('GET', `/messages/${p.messageId}/thread`)),
      'read an interactive message with the reader’s interactions': await timed(() =>
        call('GET', `/messages/${p.cardId}`),
      ),
      [`list the ${PAGE} most active threads`]: await timed(() =>
        call('GET', `/threads?limit=${PAGE}`, p.pageReader),
      ),
      'subscribe to a thread (again: idempotent)': await timed(() =>
        call('POST', `/messages/${p.threadParent}/thread/subscription`, p.pageReader),
      ),
      'for comparison: list banned users (no message involved)': await timed(() =>
        call('GET', '/groups/cometchat-guid-1/bannedusers'),
      ),
    };
  } finally {
    server.close();
    server.closeAllConnections();
  }
}

/** One pass over every message: what each operation would cost if it scanned. */
function scanTime(state: AppState): number {
  return perCall(() => {
    for (const m of state.messages.values()) if (m.id === '') return m;
    return undefined;
  }, 20);
}

function rows(small: Record<string, number>, large: Record<string, number>, unit: string): string[] {
  return [
    `| operation | ${opts.small} messages (${unit}) | ${opts.large} messages (${unit}) | large ÷ small |`,
    `| --- | ---: | ---: | ---: |`,
    ...Object.keys(small).map(
      (op) =>
        `| ${op} | ${small[op]!.toFixed(2)} | ${large[op]!.toFixed(2)} | ${(large[op]! / small[op]!).toFixed(2)}× |`,
    ),
  ];
}

/** Messages added to the probed group in both apps, so a listed page holds the same records in each. */
const PAGE = 30;

/** The newest messages of the app, in the group of its middle message: a full page to list in each app. */
function withFullPage(snapshot: StateSnapshot): StateSnapshot {
  const middle = snapshot.messages[Math.floor(snapshot.messages.length / 2)]!;
  const group =
    middle.receiverType === 'group' ? middle : snapshot.messages.find((m) => m.receiverType === 'group')!;
  const last = snapshot.messages[snapshot.messages.length - 1]!;
  for (let i = 1; i <= PAGE; i += 1) {
    const id = snapshot.counters.messageId + 1;
    snapshot.counters.messageId = id;
    const sentAt = last.sentAt + i;
    snapshot.messages.push({
      ...group,
      id: String(id),
      data: { text: `Page ${i}` },
      sentAt,
      updatedAt: sentAt,
    });
  }
  return snapshot;
}

/**
 * A reply, by its sender, to each message of the full page: both apps hold the same PAGE threads, so a
 * list of threads reads the same records in each.
 */
function withThreads(snapshot: StateSnapshot): StateSnapshot {
  const page = snapshot.messages.slice(-PAGE);
  for (const parent of page) {
    const id = snapshot.counters.messageId + 1;
    snapshot.counters.messageId = id;
    const sentAt = parent.sentAt + PAGE;
    snapshot.messages.push({
      ...parent,
      id: String(id),
      data: { text: 'A reply' },
      parentId: parent.id,
      sentAt,
      updatedAt: sentAt,
    });
    parent.updatedAt = sentAt;
  }
  return snapshot;
}

/** Both measurements for one app size; nothing of it outlives the call, so the next size starts clean. */
async function measure(messages: number) {
  const snapshot = withThreads(withFullPage(generateSnapshot({ messages, groups: 1000 })));
  const store = new MemoryStore({ seed: () => snapshot });
  const state = await store.load(DEFAULT_APP);
  const probe = probeOf(snapshot, state);
  const domain = {
    ...domainTimes(state, probe),
    'for comparison: one pass over all messages': scanTime(state),
  };
  return { domain, http: await httpTimes(store, probe) };
}

const small = await measure(opts.small);
const large = await measure(opts.large);
console.log(
  [
    `Both apps: 1,000 groups of 10 members, 1,000 users; only the number of messages (and so of`,
    `reactions and saves, one in four and one in three messages) differs. Node.js ${process.version}.`,
    '',
    'Domain calls:',
    '',
    ...rows(small.domain, large.domain, 'µs'),
    '',
    'HTTP requests through createApp (in-memory store, one request at a time):',
    '',
    ...rows(small.http, large.http, 'µs'),
  ].join('\n'),
);
