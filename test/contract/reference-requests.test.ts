/**
 * The real service's own request examples, sent to the sandbox: each one of `reference-requests.json`
 * (the project's copy of the reference's path, query and header parameters and body examples, written
 * by `tsx scripts/reference-fields.ts <reference>`; the reference itself is never read here), on a
 * fresh app seeded with the fixtures, answers 2xx.
 *
 * The reference's examples name users and groups of its own (`cometchat-uid-1`) and leave most path
 * parameters and the acting user blank. Two tables, and nothing else, make them requests of the
 * fixtures: IDS maps each id the reference names onto a fixture id, and BLANKS fills what the reference
 * leaves blank (a path parameter whose example is empty, the acting user, a required body field it
 * gives no value), per operation. A test checks that BLANKS fills only blanks, so no example is
 * rewritten. An operation added to the sandbox needs its copy (run the script again) and, where its
 * example has blanks, a line in BLANKS.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { OPERATION_IDS, OPERATION_ROUTES } from '../../src/contract/operations.ts';
import type { ReferenceRequest } from '../../scripts/reference-fields.ts';
import { API_KEY, AUTH_ONLY_KEY, makeApp } from '../helpers/api.ts';

const COPY = JSON.parse(
  readFileSync(new URL('./reference-requests.json', import.meta.url), 'utf8'),
) as Record<string, ReferenceRequest[]>;

/** Each id the reference's examples name, and the fixture id that stands for it. */
const IDS: Record<string, string> = {
  // The user the reference adds to a group: one of the fixtures' users who is not a member yet.
  'cometchat-uid-1': 'superhero4',
  // The user the reference's messages are sent to: one the acting user may message.
  'cometchat-uid-2': 'superhero2',
  // The group the reference's app pins: one of the fixtures' groups.
  supergroup: 'cometchat-guid-1',
};

interface Filled {
  params?: Record<string, string>;
  /** Required query parameters the reference gives no example value, so the copy has none. */
  query?: Record<string, string | number>;
  onBehalfOf?: string;
  body?: Record<string, unknown>;
}

const GROUP = { guid: 'cometchat-guid-1' };
/** One of superhero1's tokens in the fixtures. */
const TOKEN = 'superhero1_1630306819bb88ff9cbfb34b044e38cc6c6104c343';

/** A condition for the rule bodies the reference gives none: its revisions example's word. */
const RULE_CONDITION = { operand: 'text', operator: 'equals', value: ['paris'] };

/** A provider id for the FCM and APNs examples, which name none. */
const REFERENCE_PROVIDER = 'reference-provider';
/** The reference's custom push provider, as its answer examples show it. */
const CUSTOM_PROVIDER = {
  isEnabled: true,
  webhookURL: 'https://trigger-push.example.com/cometchat',
  useBasicAuth: true,
  basicAuthUsername: 'user123',
  basicAuthPassword: 'pass123',
};
const AS_UID = { uid: 'superhero1' };
const MUTED = { id: 'cometchat-guid-1', type: 'group' };
/** superhero2's token in the fixtures. */
const S2_TOKEN = 'superhero2_1630307000ee6e3fce6ec7a391a27f92e956b87e9c';

/** What the reference leaves blank, per operation, filled with fixture ids. */
const BLANKS: Partial<Record<string, Filled>> = {
  sendBotMessage: { params: { uid: 'chatbot' } },
  createUser: { body: { uid: 'reference-user', name: 'Reference User' } },
  getUser: { params: { uid: 'superhero2' } },
  createAuthToken: { params: { uid: 'superhero1' } },
  listAuthTokens: { params: { uid: 'superhero1' } },
  blockUsers: { params: { uid: 'superhero1' }, body: { blockedUids: ['superhero3'] } },
  unblockUsers: { params: { uid: 'superhero4' }, body: { blockedUids: ['chatbot'] } },
  listBlockedUsers: { params: { uid: 'superhero4' } },
  getGroup: { params: GROUP },
  addGroupMembers: { params: GROUP },
  listGroupMembers: { params: GROUP },
  kickGroupMember: { params: { ...GROUP, uid: 'superhero3' } },
  // The example makes the member a participant: a moderator of the group.
  changeGroupMemberScope: { params: { ...GROUP, uid: 'superhero2' } },
  listBannedUsers: { params: GROUP },
  unbanUser: { params: { ...GROUP, uid: 'superhero5' } },
  banUser: { params: { ...GROUP, uid: 'superhero3' } },
  sendMessage: { onBehalfOf: 'superhero1' },
  updateMessage: { params: { id: '2' } },
  deleteMessage: { params: { id: '3' } },
  getMessage: { params: { id: '2' } },
  listGroupMessages: { params: GROUP },
  listUserMessages: { params: { uid: 'superhero2' }, onBehalfOf: 'superhero1' },
  addReaction: { params: { id: '4', reaction: '👍' }, onBehalfOf: 'superhero1' },
  removeReaction: { params: { id: '4', reaction: '👍' }, onBehalfOf: 'superhero2' },
  listReactions: { params: { id: '4' } },
  listReactionsByEmoji: { params: { id: '4', reaction: ':thumbsup:' } },
  saveMessage: { params: { id: '4' }, onBehalfOf: 'superhero1' },
  unsaveMessage: { params: { id: '2' }, onBehalfOf: 'superhero1' },
  listConversations: { onBehalfOf: 'superhero1' },
  getConversation: { params: { conversationId: 'superhero1_user_superhero2' }, onBehalfOf: 'superhero1' },
  getUserConversation: { params: { uid: 'superhero2' }, onBehalfOf: 'superhero1' },
  resetGroupConversation: { params: GROUP, onBehalfOf: 'superhero1' },
  getGroupConversation: { params: GROUP, onBehalfOf: 'superhero1' },
  markConversationRead: { params: { uid: 'superhero2' }, onBehalfOf: 'superhero1' },
  markGroupConversationRead: { params: GROUP, onBehalfOf: 'superhero2' },
  updateUser: { params: { uid: 'superhero2' } },
  // The reference's body is `{"permanent": "false"}`, a spelled boolean: superhero5 is deactivated.
  deleteUser: { params: { uid: 'superhero5' } },
  deactivateUsers: { body: { uidsToDeactivate: ['superhero5'] } },
  flushAuthTokens: { params: { uid: 'superhero1' } },
  getAuthToken: { params: { uid: 'superhero1', authToken: TOKEN } },
  updateAuthToken: { params: { uid: 'superhero1', authToken: TOKEN }, body: { platform: 'web' } },
  deleteAuthToken: { params: { uid: 'superhero1', authToken: TOKEN } },
  addFriends: { params: { uid: 'superhero3' }, body: { accepted: ['superhero5'] } },
  listFriends: { params: { uid: 'superhero1' } },
  removeFriends: { params: { uid: 'superhero1' }, body: { friends: ['superhero3'] } },
  updateGroup: { params: GROUP },
  deleteGroup: { params: { guid: 'avengers-hq' } },
  resetUserConversation: { params: { uid: 'superhero2' }, onBehalfOf: 'superhero1' },
  deleteConversation: { params: { conversationId: 'group_cometchat-guid-1' }, onBehalfOf: 'superhero1' },
  sendThreadMessage: { params: { id: '2' }, onBehalfOf: 'superhero1' },
  listThreadMessages: { params: { id: '2' } },
  updateUserConversation: {
    params: { uid: 'superhero2' },
    onBehalfOf: 'superhero1',
    body: { tags: ['work'] },
  },
  updateGroupConversation: { params: GROUP, onBehalfOf: 'superhero1', body: { tags: ['work'] } },
  // Message 17 is the reference's own form, sent to superhero1 first (BEFORE).
  markMessageInteracted: {
    params: { id: '17' },
    onBehalfOf: 'superhero1',
    body: { interactions: ['element1'] },
  },
  pinUserConversation: { params: { uid: 'superhero2' }, onBehalfOf: 'superhero1' },
  unpinUserConversation: { params: { uid: 'superhero2' }, onBehalfOf: 'superhero1' },
  pinGroupConversation: { params: GROUP, onBehalfOf: 'superhero1' },
  unpinGroupConversation: { params: GROUP, onBehalfOf: 'superhero1' },
  markConversationDelivered: { params: { uid: 'superhero2' }, onBehalfOf: 'superhero1' },
  markGroupConversationDelivered: { params: GROUP, onBehalfOf: 'superhero2' },
  markConversationUnread: { params: { uid: 'superhero2' }, onBehalfOf: 'superhero1' },
  markGroupConversationUnread: { params: GROUP, onBehalfOf: 'superhero2' },
  pinMessage: { params: { id: '2' } },
  unpinMessage: { params: { id: '2' } },
  subscribeThread: { params: { id: '2' }, onBehalfOf: 'superhero1' },
  unsubscribeThread: { params: { id: '2' }, onBehalfOf: 'superhero1' },
  listThreads: {},
  createApiKey: { body: { name: 'Reference key' } },
  // The fixtures' authOnly key: not the key the requests are sent with, which may not name itself.
  getApiKey: { params: { apiKey: AUTH_ONLY_KEY } },
  updateApiKey: { params: { apiKey: AUTH_ONLY_KEY }, body: { name: 'Reference key' } },
  deleteApiKey: { params: { apiKey: AUTH_ONLY_KEY } },
  // The range of the reference's own answer example.
  usageMetrics: { query: { fromDate: 1630164253, toDate: 1632842653 } },
  // The fixtures' second role, the reference's own `manager`, which no user holds.
  getRole: { params: { role: 'manager' } },
  updateRole: { params: { role: 'manager' } },
  allowFeatures: { params: { role: 'manager' } },
  deleteRole: { params: { role: 'manager' } },
  restrictFeatures: { params: { role: 'manager' } },
  listRestrictedFeatures: { params: { role: 'manager' } },
  // The notification operations' examples give no uid, acting user or body: the fixtures' superhero1,
  // and superhero2's auth token for its push tokens.
  updateNotificationSettings: { body: { preferences: { group: { messagesSetting: 1 } } } },
  getNotificationPreferences: { query: AS_UID },
  updateNotificationPreferences: { query: AS_UID, body: { groupPreferences: { groupMessages: 1 } } },
  resetNotificationPreferences: { query: AS_UID },
  listMutedConversations: { query: AS_UID },
  muteConversations: { query: AS_UID, body: { conversations: [{ ...MUTED, until: 4102444800000 }] } },
  unmuteConversations: { query: AS_UID, body: { conversations: [MUTED] } },
  getNotificationTimezone: { query: AS_UID },
  updateNotificationTimezone: { query: AS_UID },
  getContactDetails: { onBehalfOf: 'superhero1' },
  updateContactDetails: { onBehalfOf: 'superhero1' },
  deleteContactDetails: { onBehalfOf: 'superhero1' },
  registerPushToken: { body: { platform: 'fcm_android', fcmToken: 'superhero2_fcm', authToken: S2_TOKEN } },
  listPushTokens: { query: { authToken: S2_TOKEN } },
  deletePushToken: { params: { pushToken: 'superhero2_fcm' }, body: { authToken: S2_TOKEN } },
  unregisterPushTokens: { body: { authToken: S2_TOKEN } },
  // The fixtures' default reason; message 2, superhero1's to superhero2; message 7, the blocked one.
  getFlagReason: { params: { id: 'spam' } },
  updateFlagReason: { params: { id: 'spam' } },
  deleteFlagReason: { params: { id: 'spam' } },
  flagMessage: { params: { id: '2' }, onBehalfOf: 'superhero2' },
  reviewFlaggedMessage: { params: { id: '2' } },
  reviewBlockedMessage: { params: { id: '7' } },
  // Message 17 is the reference's own standalone message, submitted first (BEFORE).
  getModerationMessage: { params: { id: '17' } },
  updateModerationMessage: { params: { id: '17' } },
  deleteModerationMessage: { params: { id: '17' } },
  // The reference's rule bodies are its schema's examples, which give no action and no condition.
  createRule: { body: { action: ['blockMessage'], conditions: [RULE_CONDITION] } },
  getRule: { params: { ruleId: 'keyword-filter' } },
  updateRule: {
    params: { ruleId: 'keyword-filter' },
    body: { action: ['flagMessage'], conditions: [RULE_CONDITION] },
  },
  listRuleRevisions: { params: { ruleId: 'keyword-filter' } },
  deleteRule: { params: { ruleId: 'image-moderation' } },
  // The reference's keyword list bodies are forms whose category it leaves without a value.
  createKeywordList: { body: { category: 'word' } },
  getKeywordList: { params: { keywordId: 'profanity-list' } },
  updateKeywordList: { params: { keywordId: 'profanity-list' }, body: { category: 'word' } },
  deleteKeywordList: { params: { keywordId: 'profanity-list' } },
  // The reference's provider bodies are schemas without example values (FCM, APNs, custom): a
  // provider id of the sandbox's own, and a custom provider's fields as its examples answer them.
  addFcmProvider: { body: { providerId: REFERENCE_PROVIDER } },
  updateFcmProvider: { body: { providerId: REFERENCE_PROVIDER } },
  setDefaultFcmProvider: { params: { providerId: REFERENCE_PROVIDER } },
  deleteFcmProvider: { params: { providerId: REFERENCE_PROVIDER } },
  addApnsProvider: { body: { providerId: REFERENCE_PROVIDER } },
  updateApnsProvider: { body: { providerId: REFERENCE_PROVIDER } },
  setDefaultApnsProvider: { params: { providerId: REFERENCE_PROVIDER } },
  deleteApnsProvider: { params: { providerId: REFERENCE_PROVIDER } },
  saveCustomPushProvider: { body: CUSTOM_PROVIDER },
  updateCustomPushProvider: { body: { isEnabled: false } },
  saveCustomSmsProvider: { body: { ...CUSTOM_PROVIDER, useStoredPhNo: false } },
  updateCustomSmsProvider: { body: { isEnabled: false } },
  saveCustomEmailProvider: { body: { ...CUSTOM_PROVIDER, useStoredEmailID: false } },
  updateCustomEmailProvider: { body: { isEnabled: false } },
};

/**
 * An example of another operation to send first on the same app, where the fixtures lack what an
 * example needs: they hold no interactive message, and the interacted mark needs one; nor a standalone
 * moderation message, which the reads and writes of one need.
 */
const BEFORE: Record<string, [operationId: string, example: string]> = {
  markMessageInteracted: ['sendBotMessage', 'form-interactive'],
  // The fixtures flag no message: the reference's own flag first.
  reviewFlaggedMessage: ['flagMessage', 'Flag Message'],
  getModerationMessage: ['createModerationMessage', 'Send Moderation Message'],
  updateModerationMessage: ['createModerationMessage', 'Send Moderation Message'],
  deleteModerationMessage: ['createModerationMessage', 'Send Moderation Message'],
  // The fixtures configure no notification provider: each is saved first, as the reference saves it.
  updateFcmProvider: ['addFcmProvider', 'parameters'],
  setDefaultFcmProvider: ['addFcmProvider', 'parameters'],
  deleteFcmProvider: ['addFcmProvider', 'parameters'],
  updateApnsProvider: ['addApnsProvider', 'parameters'],
  setDefaultApnsProvider: ['addApnsProvider', 'parameters'],
  deleteApnsProvider: ['addApnsProvider', 'parameters'],
  updateTwilioProvider: ['saveTwilioProvider', 'schema'],
  deleteTwilioProvider: ['saveTwilioProvider', 'schema'],
  updateSendGridProvider: ['saveSendGridProvider', 'schema'],
  deleteSendGridProvider: ['saveSendGridProvider', 'schema'],
  updateCustomPushProvider: ['saveCustomPushProvider', 'schema'],
  deleteCustomPushProvider: ['saveCustomPushProvider', 'schema'],
  updateCustomSmsProvider: ['saveCustomSmsProvider', 'parameters'],
  deleteCustomSmsProvider: ['saveCustomSmsProvider', 'parameters'],
  updateCustomEmailProvider: ['saveCustomEmailProvider', 'parameters'],
  deleteCustomEmailProvider: ['saveCustomEmailProvider', 'parameters'],
  // The fixtures hold no push token: the reference's registration first.
  deletePushToken: ['registerPushToken', 'parameters'],
};

/**
 * Examples that cannot answer 2xx as the reference writes them, each with why. Only an example that
 * contradicts the reference itself belongs here.
 */
const EXCEPTIONS: Record<string, string> = {
  // The reference gives this operation no request example: the copy is its schema's defaults, whose
  // multipleReceivers (placeholders uid1, uid2, guid1) a reply refuses (SPEC 17: a reply goes to its
  // parent's conversation only).
  'sendThreadMessage schema':
    'the schema defaults send multipleReceivers of placeholder ids, which a thread reply refuses (400)',
  // The role operations' bodies below are their schemas' defaults, not examples: empty strings
  // for the fields the reference marks required, and a list sent as `""`.
  'createRole schema': 'the schema defaults leave the required role and name empty strings (400)',
  'updateRole schema':
    'the schema defaults set the name to an empty string and settings to an array, and leave the role blank (400)',
  'restrictFeatures schema': 'the schema default of featuresToRestrict is "", not a list of keys (400)',
  'allowFeatures schema':
    'the schema defaults of featuresToAllow and allowAll are "", neither a list nor a boolean (400)',
  // The reference documents no path parameter for these paths: its example names no role, group or scope.
  'listRolePermissions parameters': 'the reference gives the path no role parameter',
  'listScopePermissions parameters': 'the reference gives the path no guid and scope parameters',
};

/** `value` with every string the IDS table names replaced by its fixture id, at any depth. */
function mapped(value: unknown): unknown {
  if (typeof value === 'string') return IDS[value] ?? value;
  if (Array.isArray(value)) return value.map(mapped);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, mapped(field)]));
  }
  return value;
}

/** The request of an example: the reference's values, ids mapped, blanks filled. */
function requestOf(operationId: string, example: ReferenceRequest) {
  const fill = BLANKS[operationId] ?? {};
  const params = { ...(mapped(example.params) as Record<string, string>) };
  for (const [name, value] of Object.entries(params)) {
    if (value === '') params[name] = fill.params?.[name] ?? '';
  }
  const { path, method } = OPERATION_ROUTES[operationId as keyof typeof OPERATION_ROUTES];
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  const givenQuery = { ...fill.query, ...(mapped(example.query ?? {}) as Record<string, unknown>) };
  const query = Object.entries(givenQuery)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  const given = (example.body === undefined ? {} : mapped(example.body)) as Record<string, unknown>;
  const filled = pick(fill.body, (name) => !(name in given) || (example.blank ?? []).includes(name));
  const body =
    example.body === undefined && Object.keys(filled).length === 0 ? undefined : { ...given, ...filled };
  return { method, url: `/v3${url}${query ? `?${query}` : ''}`, onBehalfOf: fill.onBehalfOf, body };
}

/** The fields of `fill` that are blank in the example. */
const pick = (fill: Record<string, unknown> | undefined, blank: (name: string) => boolean) =>
  Object.fromEntries(Object.entries(fill ?? {}).filter(([name]) => blank(name)));

describe('the reference’s own request examples', () => {
  test('the copy — every operation the sandbox serves has its examples', () => {
    assert.deepEqual(
      OPERATION_IDS.filter((id) => COPY[id] === undefined),
      [],
      'run: tsx scripts/reference-fields.ts <reference openapi json>',
    );
  });

  test('BLANKS — fills only what the reference leaves blank, and every blank it has', () => {
    for (const [operationId, fill] of Object.entries(BLANKS)) {
      const examples = COPY[operationId] ?? [];
      assert.ok(examples.length > 0, `${operationId} has examples`);
      for (const example of examples) {
        for (const name of Object.keys(fill?.params ?? {})) {
          assert.equal(example.params[name], '', `${operationId}: the reference gives ${name}`);
        }
        for (const name of Object.keys(fill?.query ?? {})) {
          assert.equal(example.query?.[name], undefined, `${operationId}: the reference gives ${name}`);
        }
        for (const name of Object.keys(fill?.body ?? {})) {
          // Blank: a field the reference's example does not give (its schemas mark few fields required).
          const given =
            example.body !== undefined && name in (example.body as object) && !example.blank?.includes(name);
          assert.ok(!given, `${operationId}: the reference gives the body's ${name}`);
        }
      }
    }
    for (const [operationId, examples] of Object.entries(COPY)) {
      for (const example of examples) {
        const fill = BLANKS[operationId];
        for (const [name, value] of Object.entries(example.params)) {
          if (value === '') assert.ok(fill?.params?.[name], `${operationId}: ${name} left blank`);
        }
        for (const name of example.blank ?? []) {
          assert.ok(fill?.body?.[name] !== undefined, `${operationId}: the body's ${name} left blank`);
        }
      }
    }
  });

  for (const [operationId, examples] of Object.entries(COPY)) {
    for (const example of examples) {
      const name = `${operationId} ${example.name}`;
      test(`${name} — on a fresh app with the fixtures — 2xx`, { skip: EXCEPTIONS[name] }, async () => {
        const { method, url, onBehalfOf, body } = requestOf(operationId, example);
        const t = makeApp();
        const before = BEFORE[operationId];
        if (before) {
          const [id, exampleName] = before;
          const first = requestOf(
            id,
            COPY[id]!.find((e) => e.name === exampleName)!,
          );
          const firstReq = t.request[first.method](first.url).set('apikey', API_KEY);
          if (first.onBehalfOf !== undefined) firstReq.set('onBehalfOf', first.onBehalfOf);
          const sent = await firstReq.send(first.body!);
          assert.equal(sent.status, 200, sent.text);
        }
        const req = t.request[method](url).set('apikey', API_KEY);
        if (onBehalfOf !== undefined) req.set('onBehalfOf', onBehalfOf);
        const res = await (body === undefined ? req : req.send(body));
        const said = `${method.toUpperCase()} ${url}: ${res.status} ${res.text}`;
        assert.ok(res.status >= 200 && res.status < 300, said);
        // An answer with a result per uid is 200 even when one of them fails: none may have.
        assert.doesNotMatch(res.text, /"success":false/, said);
      });
    }
  }
});
