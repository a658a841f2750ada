/**
 * Fidelity to the real service's shapes: every field path its published 200 examples show for an
 * operation the sandbox implements (our own copy of that fact, `reference-fields.json`, written by
 * scripts/reference-fields.ts) should appear in a live answer of the sandbox. The live answers are
 * those of the contract scenario (the same requests the Prism proxy check sends), run in process
 * against the fixtures.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import supertest from 'supertest';
import { operationFieldPaths } from '../../scripts/lib/field-paths.ts';
import { exampleRequests } from '../../scripts/lib/replay-examples.ts';
import { buildChatDocument } from '../../src/contract/chat-document.ts';
import { OPERATIONS } from '../../src/contract/operations.ts';
import { createApp } from '../../src/app.ts';
import { defaultConfig } from '../../src/http/config.ts';
import { MemoryStore } from '../../src/store/memory-store.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { API_KEY } from '../helpers/api.ts';
import { ok, REHEARSAL_APP, THROTTLED_APP, type Step } from '../proof/contract-steps.ts';
import { SCENARIO } from '../proof/scenario.ts';

const REFERENCE = JSON.parse(
  readFileSync(new URL('./reference-fields.json', import.meta.url), 'utf8'),
) as Record<string, string[]>;

/**
 * The share of the reference's field paths the live answers show, over all operations: a floor that
 * only rises, now at the 98% aimed for (98.6% measured). What is missing is printed with SHOW_MISSING=1
 * and listed on failure: `meta.pagination` and `meta.cursor` on a message list (the sandbox's message
 * lists go by the message lists' cursor), a conversation's last-message `receipts` (the sandbox keeps no
 * delivery receipts), a deleted message's text (the sandbox strips it), the client SDK's `resource` and
 * `url` on a media message, and one example's `Message` spelled with a capital.
 */
const TARGET = 0.98;

/**
 * The reference's examples of the three single-conversation reads and the two tag writes are a copy
 * of the conversation list's example (`data` an array, with `meta`, a group conversation under the one-to-one path); the
 * sandbox answers the one record as `data`, as its schema and every other single read do. Their
 * record fields are compared as one record's.
 */
const LIST_EXAMPLE_COPIES = new Set([
  'getConversation',
  'getUserConversation',
  'getGroupConversation',
  'updateUserConversation',
  'updateGroupConversation',
]);

/**
 * Three moderation examples show `{success, message}` without the `data` around it that the
 * reference's other confirmations have; SPEC 19 reads them as slips, so their fields count under `data`.
 */
const UNWRAPPED_SLIPS = new Set(['flagMessage', 'deleteFlagReason', 'reviewFlaggedMessage']);

function referencePaths(op: string, paths: string[]): string[] {
  if (UNWRAPPED_SLIPS.has(op)) return ['data', ...paths.map((p) => `data.${p}`)];
  const own = paths.filter((p) => canHave(op, p));
  if (!LIST_EXAMPLE_COPIES.has(op)) return own;
  const single = own.filter((p) => !p.startsWith('meta')).map((p) => p.replace(/^data\[\]/, 'data'));
  return [...new Set(single)];
}

const SCHEMAS = buildChatDocument().components?.schemas ?? {};
const fieldsOf = (schema: string): Set<string> =>
  new Set(Object.keys((SCHEMAS[schema] as { properties?: object } | undefined)?.properties ?? {}));

/**
 * Two examples show a record of a kind the operation cannot return, copied from another operation:
 * the one-to-one read's is a group conversation whose last message is a member action, and the group
 * messages list's is a message to a user. Where the kind differs, a field of the example counts only
 * when the document's schema of the kind the operation does return there has it: in a conversation
 * with a user, the record it is with and the `for` entity of its last action are a User and the `on`
 * entity a Message; in a group's list, the receiver is the Group. So the group's own fields (`guid`,
 * `membersCount`, `owner`…) are not asked of the one-to-one read, nor a user's of the group's
 * receiver; everything else of the copies is.
 */
const USER_CONVERSATION: [RegExp, Set<string>][] = [
  [/^data\[\]\.(?:conversationWith|lastMessage\.data\.entities\.for\.entity)\.([^.]+)$/, fieldsOf('User')],
  [/^data\[\]\.lastMessage\.data\.entities\.on\.entity\.([^.]+)$/, fieldsOf('Message')],
];
const KIND_THERE: Record<string, [RegExp, Set<string>][]> = {
  getUserConversation: USER_CONVERSATION,
  updateUserConversation: USER_CONVERSATION,
  listGroupMessages: [[/^data\[\]\.data\.entities\.receiver\.entity\.([^.]+)$/, fieldsOf('Group')]],
  // The rule read's example is a keyword list's (searchTerms, isCSV): a rule's fields count.
  getRule: [[/^data\.([^.]+)$/, fieldsOf('ModerationRule')]],
};

function canHave(op: string, path: string): boolean {
  for (const [pattern, fields] of KIND_THERE[op] ?? []) {
    const field = pattern.exec(path)?.[1];
    if (field !== undefined) return fields.has(field);
  }
  return true;
}

/**
 * Requests after the scenario that give the records the variety the reference's examples show: a
 * group whose last message is a member action (the single and listed conversations of the examples),
 * a blocked message with a muid and metadata, and a moderator added.
 */
/** The operations of SPEC section 17 (conversation state, receipts, threads and pins), held to the share on their own. */
const SECTION_17 = new Set([
  'markConversationDelivered',
  'markGroupConversationDelivered',
  'markConversationUnread',
  'markGroupConversationUnread',
  'pinUserConversation',
  'unpinUserConversation',
  'pinGroupConversation',
  'unpinGroupConversation',
  'listAppPinnedConversations',
  'replaceAppPinnedConversations',
  'updateUserConversation',
  'updateGroupConversation',
  'deleteConversation',
  'sendThreadMessage',
  'listThreadMessages',
  'listThreads',
  'subscribeThread',
  'unsubscribeThread',
  'pinMessage',
  'unpinMessage',
  'markMessageInteracted',
]);

/** The families of SPEC section 19 (moderation administration), their operations held to the share on their own. */
const SECTION_19_FAMILIES = new Set([
  'moderation-rules',
  'keyword-lists',
  'moderation-reasons',
  'moderation-reviews',
  'moderation-messages',
]);
const SECTION_20_FAMILIES = new Set([
  'notification-preferences',
  'push-tokens',
  'notification-providers',
  'notification-logs',
]);
const SECTION_20 = new Set(
  Object.entries(OPERATIONS)
    .filter(([, record]) => SECTION_20_FAMILIES.has(record.family))
    .map(([id]) => id),
);
const SECTION_19 = new Set(
  Object.entries(OPERATIONS)
    .filter(([, record]) => SECTION_19_FAMILIES.has(record.family))
    .map(([id]) => id),
);

/**
 * What SPEC 17 decides the sandbox does not answer, against the reference's examples: the empty
 * `receipts` placeholder of a last message (receipts are `deliveredAt` and `readAt`), and the one-to-one
 * marks' `Message` key, which SPEC spells `message` as the group marks and section 10 do.
 */
const DECIDED_ABSENT = /^data(?:\[\])?\.lastMessage\.receipts(?:\.|$)|^data\.Message$/;

/** In a step's path: the id of the message the last send answered (livePaths). */
const LAST = '{last}';

const VARIETY: Step[] = [
  // A thread of a user with tags, whose last reply has a muid.
  ok('updateUser', 'tags for the sender of a thread', 'PUT /users/superhero1', {
    body: { tags: ['fidelity'] },
  }),
  ok('sendThreadMessage', 'a reply with a muid', 'POST /messages/2/thread', {
    as: 'superhero1',
    body: {
      category: 'message',
      muid: 'fidelity-reply',
      data: { text: 'In the thread', metadata: { from: 'fidelity' } },
    },
  }),
  ok('listThreadMessages', 'a reply with metadata', 'GET /messages/2/thread', { as: 'superhero1' }),
  // Read by its receiver, so the one-to-one thread's last reply shows its receipts.
  ok('markConversationRead', 'the thread read', 'POST /users/superhero1/conversation/read', {
    as: 'superhero2',
  }),
  // A thread under a message moderation blocked (its sender still sees it, with data.moderation),
  // whose last reply was edited and then deleted.
  ok('sendMessage', 'a blocked message to start a thread under', 'POST /messages', {
    as: 'superhero1',
    body: {
      receiver: 'cometchat-guid-1',
      receiverType: 'group',
      category: 'message',
      type: 'text',
      data: { text: 'badword, a thread starts' },
    },
  }),
  ok('sendThreadMessage', 'a reply under it', `POST /messages/${LAST}/thread`, {
    as: 'superhero1',
    body: { category: 'message', data: { text: 'To be edited, then deleted' } },
  }),
  ok('updateMessage', 'the reply edited', `PUT /messages/${LAST}`, {
    as: 'superhero1',
    body: { data: { text: 'Edited' } },
  }),
  ok('deleteMessage', 'and deleted', `DELETE /messages/${LAST}`, { as: 'superhero1' }),
  ok('listThreads', 'one of a user with tags', 'GET /threads', { as: 'superhero1' }),
  ok('banUser', 'a ban', 'POST /groups/cometchat-guid-1/bannedusers/superhero3', { as: 'superhero1' }),
  ok('unbanUser', 'and its lifting', 'DELETE /groups/cometchat-guid-1/bannedusers/superhero3', {
    as: 'superhero1',
  }),
  ok('getGroupConversation', 'ending in an action', 'GET /groups/cometchat-guid-1/conversation', {
    as: 'superhero1',
  }),
  ok('getConversation', 'a group one, ending in an action', 'GET /conversations/group_cometchat-guid-1', {
    as: 'superhero1',
  }),
  ok('listConversations', 'one ending in an action', 'GET /conversations', { as: 'superhero1' }),
  ok('updateGroupConversation', 'one ending in an action', 'PUT /groups/cometchat-guid-1/conversation', {
    as: 'superhero1',
    body: { tags: ['fidelity'] },
  }),
  // The fixtures' keyword rule leaves messages with media alone, so the blocked one is a text.
  ok('sendMessage', 'a message with a muid and metadata that moderation blocks', 'POST /messages', {
    as: 'superhero1',
    body: {
      receiver: 'cometchat-guid-1',
      receiverType: 'group',
      category: 'message',
      type: 'text',
      muid: 'fidelity-1',
      data: { text: 'badword, from the suit', metadata: { camera: 'suit' } },
    },
  }),
  ok('createUser', 'a user to make a moderator', 'POST /users', {
    body: { uid: 'fidelity-mod', name: 'Mod' },
  }),
  ok('addGroupMembers', 'a moderator', 'POST /groups/cometchat-guid-1/members', {
    body: { moderators: ['fidelity-mod'] },
  }),
  ok('listBlockedMessages', 'with a muid and metadata', 'GET /moderation/blocked-messages'),
  // A one-to-one blocked message with a muid, reviewed, and a flagged message of a user with an updatedAt.
  ok('sendMessage', 'a one-to-one message with a muid that moderation blocks', 'POST /messages', {
    as: 'superhero1',
    body: {
      receiver: 'superhero2',
      receiverType: 'user',
      category: 'message',
      type: 'text',
      muid: 'fidelity-2',
      data: { text: 'badword, captain' },
    },
  }),
  ok(
    'reviewBlockedMessage',
    'the one-to-one message rejected',
    `PATCH /moderation/blocked-messages/${LAST}`,
    {
      body: { status: 'rejected', reviewed: true },
    },
  ),
  ok('listReviewedMessages', 'with a one-to-one blocked message', 'GET /moderation/reviewed-messages'),
  ok('sendMessage', 'from superhero2, to be flagged', 'POST /messages', {
    as: 'superhero2',
    body: {
      receiver: 'superhero1',
      receiverType: 'user',
      category: 'message',
      type: 'text',
      data: { text: 'Buy now' },
    },
  }),
  ok('flagMessage', 'by its receiver', `POST /messages/${LAST}/flagged`, {
    as: 'superhero1',
    body: { id: 'spam' },
  }),
  ok('listFlaggedMessages', 'from a user with an updatedAt', 'GET /moderation/flagged-messages'),
  ok('banUser', 'a user to list', 'POST /groups/cometchat-guid-1/bannedusers/superhero2', {
    as: 'superhero1',
  }),
  ok('blockUsers', 'the banned user', 'POST /users/superhero1/blockedusers', {
    body: { blockedUids: ['superhero2'] },
  }),
  ok('listBannedUsers', 'as a user who blocked one', 'GET /groups/cometchat-guid-1/bannedusers', {
    as: 'superhero1',
  }),
  // A user with every profile field, then blocked and banned, so that both lists show them.
  ok('createUser', 'with a profile link and metadata', 'POST /users', {
    body: {
      uid: 'fidelity-linked',
      name: 'Linked',
      avatar: 'https://example.com/linked.png',
      link: 'https://example.com/linked',
      metadata: { team: 'blue' },
    },
  }),
  ok('blockUsers', 'the linked user', 'POST /users/superhero1/blockedusers', {
    body: { blockedUids: ['fidelity-linked'] },
  }),
  ok('listBlockedUsers', 'one with a link', 'GET /users/superhero1/blockedusers'),
  ok('banUser', 'the linked user', 'POST /groups/cometchat-guid-1/bannedusers/fidelity-linked', {
    as: 'superhero1',
  }),
  ok('listBannedUsers', 'one with a link and metadata', 'GET /groups/cometchat-guid-1/bannedusers'),
  // superhero2 is the fixtures' user with an updatedAt.
  ok('addGroupMembers', 'a moderator changed since creation', 'POST /groups/x-men/members', {
    body: { moderators: ['superhero2'] },
  }),
  ok('listGroups', 'with their tags', 'GET /groups?withTags=true'),
  ok('addReaction', 'one-to-one', 'POST /messages/2/reactions/:fire:', { as: 'superhero1' }),
  ok('removeReaction', 'one-to-one', 'DELETE /messages/2/reactions/:fire:', { as: 'superhero1' }),
  ok('sendMessage', 'to a group, with metadata', 'POST /messages', {
    as: 'superhero1',
    body: {
      receiver: 'cometchat-guid-1',
      receiverType: 'group',
      category: 'message',
      type: 'text',
      data: { text: 'All clear', metadata: { mood: 'calm' } },
    },
  }),
  ok('listGroupMessages', 'one with metadata', 'GET /groups/cometchat-guid-1/messages', { as: 'superhero1' }),
  ok('updateMessage', 'by an editor changed since creation', 'PUT /messages/9', {
    as: 'superhero2',
    body: { data: { text: 'Edited by Cap' } },
  }),
  ok('getGroupConversation', 'ending in an edit', 'GET /groups/avengers-hq/conversation', {
    as: 'superhero1',
  }),
  ok('updateGroupConversation', 'ending in an edit', 'PUT /groups/avengers-hq/conversation', {
    as: 'superhero1',
    body: { tags: ['fidelity'] },
  }),
  ok('updateMessage', 'to a user changed since creation', 'PUT /messages/2', {
    as: 'superhero1',
    body: { data: { text: 'Hi again, Cap' } },
  }),
  ok('getUserConversation', 'ending in an edit', 'GET /users/superhero2/conversation', { as: 'superhero1' }),
  ok('updateUserConversation', 'ending in an edit', 'PUT /users/superhero2/conversation', {
    as: 'superhero1',
    body: { tags: ['fidelity'] },
  }),
  ok('deleteMessage', 'an edited message with tags', 'DELETE /messages/2', { as: 'superhero1' }),
  ok('sendMessage', 'one-to-one, that moderation blocks', 'POST /messages', {
    as: 'superhero4',
    body: {
      receiver: 'superhero5',
      receiverType: 'user',
      category: 'message',
      type: 'text',
      data: { text: 'spam' },
    },
  }),
  ok('sendMessage', 'an image the media rule finds unsafe', 'POST /messages', {
    as: 'superhero4',
    body: {
      receiver: 'superhero5',
      receiverType: 'user',
      category: 'message',
      type: 'image',
      data: {
        attachments: [
          {
            url: 'https://example.com/media/unsafe.jpeg',
            name: 'unsafe.jpeg',
            extension: 'jpeg',
            size: '4761',
            mimeType: 'image/jpeg',
          },
        ],
      },
    },
  }),
  ok('listBlockedMessages', 'a text and an image to a user', 'GET /moderation/blocked-messages'),
  ok('listGroupMembers', 'as a member sees them', 'GET /groups/avengers-hq/members', { as: 'superhero2' }),
];

const freshApp = () =>
  createApp({
    store: new MemoryStore({ seed: loadFixtures }),
    config: defaultConfig({ clock: 1_700_000_000, rateLimit: { standard: 0, core: 0 } }),
  });

/** Adds the field paths of `body`, an answer of `op`, to what `seen` holds for it. */
const see = (seen: Map<string, Set<string>>, op: string, body: unknown): void => {
  operationFieldPaths(op, body, seen.get(op) ?? seen.set(op, new Set()).get(op));
};

/**
 * Field paths the sandbox answers per operation, over the scenario's 200 answers and those of the
 * document's named example sets (replayed on fresh fixtures, in the document's order, as a
 * contract-test tool would).
 */
async function livePaths(): Promise<Map<string, Set<string>>> {
  const seen = new Map<string, Set<string>>();
  const examples = supertest(freshApp());
  for (const example of exampleRequests(buildChatDocument())) {
    const method = example.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    let call = examples[method](`/v3${example.path}`).set({ apikey: API_KEY, ...example.headers });
    if (example.body !== undefined) call = call.send(example.body as object);
    const res = await call;
    if (res.status === 200) see(seen, example.operationId, res.body);
  }
  const request = supertest(freshApp());
  const steps: Step[] = [...SCENARIO, ...VARIETY];
  // The id of the message the last send answered, for a step whose path names it as LAST.
  let last = '';
  for (const step of steps) {
    if (step.headers.appId === THROTTLED_APP || step.headers.appId === REHEARSAL_APP) continue;
    const method = step.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const path = step.path.replace(LAST, last);
    let call = request[method](`/v3${path}`).set({ apikey: API_KEY, ...step.headers });
    if (step.body !== undefined) {
      call = call.set('content-type', step.headers['content-type'] ?? 'application/json');
      call = call.send(typeof step.body === 'string' ? step.body : JSON.stringify(step.body));
    }
    const res = await call;
    if (VARIETY.includes(step))
      assert.equal(res.status, 200, `${step.op} ${step.what}: ${JSON.stringify(res.body)}`);
    if (res.status !== 200) continue;
    if (step.op.startsWith('send')) last = String((res.body as { data: { id: string } }).data.id);
    see(seen, step.op, res.body);
  }
  return seen;
}

describe('fidelity to the reference examples', () => {
  test(`field paths — every implemented operation — live answers show at least ${TARGET * 100}% of the reference's`, async () => {
    const live = await livePaths();
    let total = 0;
    let shown = 0;
    const missing: string[] = [];
    for (const [op, paths] of Object.entries(REFERENCE)) {
      for (const path of referencePaths(op, paths)) {
        total += 1;
        if (live.get(op)?.has(path)) shown += 1;
        else missing.push(`${op} ${path}`);
      }
    }
    const share = shown / total;
    console.log(`fidelity: ${shown} of ${total} field paths (${(share * 100).toFixed(1)}%)`);
    // Section 17's operations on their own, without the fields SPEC 17 decides against.
    const [ownTotal, ownShown] = Object.entries(REFERENCE)
      .filter(([op]) => SECTION_17.has(op))
      .flatMap(([op, paths]) =>
        referencePaths(op, paths)
          .filter((path) => !DECIDED_ABSENT.test(path))
          .map((path) => live.get(op)?.has(path) ?? false),
      )
      .reduce(([t, s], has) => [t + 1, s + (has ? 1 : 0)], [0, 0]);
    const ownShare = ownShown / ownTotal;
    console.log(`section 17: ${ownShown} of ${ownTotal} field paths (${(ownShare * 100).toFixed(1)}%)`);
    assert.ok(ownShare >= TARGET, `section 17: ${(ownShare * 100).toFixed(1)}% shown`);
    const moderation = missing.filter((m) => SECTION_19.has(m.split(' ')[0]!)).length;
    const moderationTotal = [...SECTION_19].reduce(
      (n, op) => n + referencePaths(op, REFERENCE[op] ?? []).length,
      0,
    );
    const moderationShare = (moderationTotal - moderation) / moderationTotal;
    console.log(
      `section 19 (${SECTION_19.size} operations): ${moderationTotal - moderation} of ${moderationTotal} field paths (${(moderationShare * 100).toFixed(1)}%)`,
    );
    assert.ok(SECTION_19.size >= 26, 'every family of section 19 named');
    assert.ok(moderationShare >= TARGET, `section 19: ${(moderationShare * 100).toFixed(1)}% shown`);
    const notifications = missing.filter((m) => SECTION_20.has(m.split(' ')[0]!)).length;
    const notificationsTotal = [...SECTION_20].reduce(
      (n, op) => n + referencePaths(op, REFERENCE[op] ?? []).length,
      0,
    );
    const notificationsShare = (notificationsTotal - notifications) / notificationsTotal;
    console.log(
      `section 20 (${SECTION_20.size} operations): ${notificationsTotal - notifications} of ${notificationsTotal} field paths (${(notificationsShare * 100).toFixed(1)}%)`,
    );
    assert.ok(SECTION_20.size >= 49, 'every family of section 20 named');
    assert.ok(notificationsShare >= TARGET, `section 20: ${(notificationsShare * 100).toFixed(1)}% shown`);
    if (process.env.SHOW_MISSING) console.log(missing.join('\n'));
    assert.ok(share >= TARGET, `${(share * 100).toFixed(1)}% shown; missing:\n${missing.join('\n')}`);
  });
});
