import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { OPERATION_IDS, OPERATION_ROUTES, type OperationId } from '../../src/contract/operations.ts';
import { provokableStatuses } from '../../src/sandbox/contract/provokable-errors.ts';
import { expectError } from '../helpers/api.ts';
import { documents, expectDocumentedAnswer } from './documented-answer.ts';
import { makeSandbox } from './sandbox-app.ts';

const s = makeSandbox();

/** A request to the operation with real parameters, the key and an onBehalfOf user. */
function call(operationId: OperationId, prefer?: string, app = 'prefer') {
  const { method, path } = OPERATION_ROUTES[operationId];
  const url = path
    .replace('{uid}', operationId === 'sendBotMessage' ? 'chatbot' : 'superhero5')
    .replace('{guid}', 'cometchat-guid-1')
    .replace('{id}', '2')
    .replace('{authToken}', 'superhero5_1700000000')
    .replace('{reaction}', encodeURIComponent('😅'))
    .replace('{ruleId}', 'keyword-filter')
    .replace('{apiKey}', 'f10e3ee5dd7a5c1f634912afd2d3f5ede65b2770')
    .replace('{keywordId}', 'profanity-list');
  const req = s.api(app, method, url).set('onBehalfOf', 'superhero1');
  return prefer === undefined ? req : req.set('Prefer', prefer);
}

/** What every operation answers to `Prefer: code=` for the statuses all of them document. */
const EVERY = {
  400: 'ERR_BAD_REQUEST',
  401: 'AUTH_ERR_APIKEY_NOT_FOUND',
  403: 'AUTH_ERR_NO_ACCESS',
  429: 'ERR_TOO_MANY_REQUESTS',
  500: 'ERR_EXCEPTION',
  502: 'ERR_BAD_GATEWAY',
  503: 'ERR_SERVICE_UNAVAILABLE',
  504: 'ERR_GATEWAY_TIMEOUT',
} as const;
/** An operation that takes a body also documents a body too large and a body not JSON. */
const BODY = { 413: 'ERR_BAD_REQUEST', 415: 'ERR_BAD_REQUEST' } as const;

/**
 * Each status an operation documents and the code `Prefer: code=<status>` answers with (the first
 * of that status the contract lists for it), written out so the test does not ask the code it tests.
 */
const PROVOKED: Record<OperationId, Record<number, string>> = {
  sendBotMessage: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  createUser: { ...EVERY, ...BODY, 404: 'ERR_ROLE_NOT_FOUND', 409: 'ERR_UID_ALREADY_EXISTS' },
  listUsers: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  getUser: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  updateUser: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  deleteUser: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  deactivateUsers: { ...EVERY, ...BODY },
  reactivateUsers: { ...EVERY, ...BODY },
  createAuthToken: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  listAuthTokens: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  flushAuthTokens: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  getAuthToken: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  updateAuthToken: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  deleteAuthToken: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  blockUsers: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  unblockUsers: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  listBlockedUsers: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  addFriends: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  listFriends: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  removeFriends: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  createApiKey: { ...EVERY, ...BODY },
  listApiKeys: { ...EVERY },
  getApiKey: { ...EVERY, 404: 'ERR_APIKEY_NOT_FOUND' },
  updateApiKey: { ...EVERY, ...BODY, 404: 'ERR_APIKEY_NOT_FOUND' },
  deleteApiKey: { ...EVERY, 404: 'ERR_APIKEY_NOT_FOUND' },
  usageMetrics: { ...EVERY },
  messageMetrics: { ...EVERY },
  createRole: { ...EVERY, ...BODY, 409: 'ERR_ROLE_ALREADY_EXISTS' },
  listRoles: EVERY,
  createKeywordList: { ...EVERY, ...BODY, 409: 'ERR_KEYWORD_ALREADY_EXISTS' },
  listKeywordLists: EVERY,
  getKeywordList: { ...EVERY, 404: 'ERR_KEYWORD_NOT_FOUND' },
  updateKeywordList: { ...EVERY, ...BODY, 404: 'ERR_KEYWORD_NOT_FOUND' },
  deleteKeywordList: { ...EVERY, 404: 'ERR_KEYWORD_NOT_FOUND' },
  getRole: { ...EVERY, 404: 'ERR_ROLE_NOT_FOUND' },
  updateRole: { ...EVERY, ...BODY, 404: 'ERR_ROLE_NOT_FOUND' },
  deleteRole: { ...EVERY, 404: 'ERR_ROLE_NOT_FOUND' },
  listRolePermissions: { ...EVERY, 404: 'ERR_ROLE_NOT_FOUND' },
  setRolePermissions: { ...EVERY, ...BODY, 404: 'ERR_ROLE_NOT_FOUND' },
  unsetRolePermission: { ...EVERY, 404: 'ERR_ROLE_NOT_FOUND' },
  listScopePermissions: { ...EVERY, 404: 'ERR_GUID_NOT_FOUND' },
  setScopePermissions: { ...EVERY, ...BODY, 404: 'ERR_GUID_NOT_FOUND' },
  unsetScopePermission: { ...EVERY, 404: 'ERR_GUID_NOT_FOUND' },
  restrictFeatures: { ...EVERY, ...BODY, 404: 'ERR_ROLE_NOT_FOUND' },
  listRestrictedFeatures: { ...EVERY, 404: 'ERR_ROLE_NOT_FOUND' },
  listNotificationLogs: EVERY,
  allowFeatures: { ...EVERY, ...BODY, 404: 'ERR_ROLE_NOT_FOUND' },
  getNotificationSettings: EVERY,
  updateNotificationSettings: { ...EVERY, ...BODY },
  resetNotificationSettings: EVERY,
  getNotificationPreferences: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  updateNotificationPreferences: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  resetNotificationPreferences: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  listMutedConversations: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  muteConversations: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  unmuteConversations: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  getNotificationTimezone: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  updateNotificationTimezone: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  getContactDetails: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  updateContactDetails: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  deleteContactDetails: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  registerPushToken: { ...EVERY, ...BODY, 404: 'ERR_AUTH_TOKEN_NOT_FOUND' },
  listPushTokens: { ...EVERY, 404: 'ERR_AUTH_TOKEN_NOT_FOUND' },
  deletePushToken: { ...EVERY, ...BODY, 404: 'ERR_AUTH_TOKEN_NOT_FOUND' },
  unregisterPushTokens: { ...EVERY, ...BODY, 404: 'ERR_AUTH_TOKEN_NOT_FOUND' },
  createGroup: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND', 409: 'ERR_GUID_ALREADY_EXISTS' },
  listGroups: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  getGroup: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  updateGroup: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  deleteGroup: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  addGroupMembers: { ...EVERY, ...BODY, 404: 'ERR_GUID_NOT_FOUND' },
  listGroupMembers: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  kickGroupMember: { ...EVERY, 404: 'ERR_GUID_NOT_FOUND' },
  changeGroupMemberScope: { ...EVERY, ...BODY, 404: 'ERR_GUID_NOT_FOUND' },
  listBannedUsers: { ...EVERY, 404: 'ERR_GUID_NOT_FOUND' },
  unbanUser: { ...EVERY, 404: 'ERR_GUID_NOT_FOUND' },
  banUser: { ...EVERY, 404: 'ERR_GUID_NOT_FOUND' },
  sendMessage: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  listMessages: { ...EVERY, 404: 'ERR_UID_NOT_FOUND', 501: 'ERR_NOT_SUPPORTED_BY_SANDBOX' },
  updateMessage: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  deleteMessage: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  getMessage: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  listGroupMessages: { ...EVERY, 404: 'ERR_UID_NOT_FOUND', 501: 'ERR_NOT_SUPPORTED_BY_SANDBOX' },
  listUserMessages: { ...EVERY, 404: 'ERR_UID_NOT_FOUND', 501: 'ERR_NOT_SUPPORTED_BY_SANDBOX' },
  addReaction: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  removeReaction: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  listReactions: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  listReactionsByEmoji: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  sendThreadMessage: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  listThreadMessages: { ...EVERY, 404: 'ERR_UID_NOT_FOUND', 501: 'ERR_NOT_SUPPORTED_BY_SANDBOX' },
  saveMessage: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  unsaveMessage: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  markMessageInteracted: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  pinMessage: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  subscribeThread: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  listThreads: { ...EVERY, 404: 'ERR_UID_NOT_FOUND', 501: 'ERR_NOT_SUPPORTED_BY_SANDBOX' },
  unsubscribeThread: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  unpinMessage: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  listConversations: { ...EVERY, 404: 'ERR_UID_NOT_FOUND', 501: 'ERR_NOT_SUPPORTED_BY_SANDBOX' },
  getConversation: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  getUserConversation: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  resetGroupConversation: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  resetUserConversation: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  deleteConversation: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  getGroupConversation: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  updateUserConversation: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  updateGroupConversation: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  markConversationRead: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  markGroupConversationRead: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  pinUserConversation: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  unpinUserConversation: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  pinGroupConversation: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  unpinGroupConversation: { ...EVERY, 404: 'ERR_UID_NOT_FOUND' },
  replaceAppPinnedConversations: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  listAppPinnedConversations: { ...EVERY },
  markConversationDelivered: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  markGroupConversationDelivered: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  markConversationUnread: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  markGroupConversationUnread: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  listBlockedMessages: { ...EVERY },
  createFlagReason: { ...EVERY, ...BODY, 409: 'ERR_REASON_ALREADY_EXISTS' },
  listFlagReasons: EVERY,
  getFlagReason: { ...EVERY, 404: 'ERR_REASON_NOT_FOUND' },
  updateFlagReason: { ...EVERY, ...BODY, 404: 'ERR_REASON_NOT_FOUND' },
  deleteFlagReason: { ...EVERY, 404: 'ERR_REASON_NOT_FOUND' },
  flagMessage: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  listFlaggedMessages: EVERY,
  reviewFlaggedMessage: { ...EVERY, ...BODY, 404: 'ERR_MESSAGE_ID_NOT_FOUND' },
  reviewBlockedMessage: { ...EVERY, ...BODY, 404: 'ERR_MESSAGE_ID_NOT_FOUND' },
  listReviewedMessages: EVERY,
  createModerationMessage: { ...EVERY, ...BODY, 404: 'ERR_UID_NOT_FOUND' },
  listModerationMessages: { ...EVERY },
  getModerationMessage: { ...EVERY, 404: 'ERR_MESSAGE_ID_NOT_FOUND' },
  updateModerationMessage: { ...EVERY, ...BODY, 404: 'ERR_MESSAGE_ID_NOT_FOUND' },
  deleteModerationMessage: { ...EVERY, 404: 'ERR_MESSAGE_ID_NOT_FOUND' },
  createRule: { ...EVERY, ...BODY, 409: 'ERR_RULE_ALREADY_EXISTS' },
  listRules: EVERY,
  getRule: { ...EVERY, 404: 'ERR_RULE_NOT_FOUND' },
  updateRule: { ...EVERY, ...BODY, 404: 'ERR_RULE_NOT_FOUND' },
  listRuleRevisions: { ...EVERY, 404: 'ERR_RULE_NOT_FOUND' },
  deleteRule: { ...EVERY, 404: 'ERR_RULE_NOT_FOUND' },
  addFcmProvider: { ...EVERY, ...BODY, 409: 'ERR_PROVIDER_ALREADY_EXISTS' },
  listFcmProviders: EVERY,
  updateFcmProvider: { ...EVERY, ...BODY, 404: 'ERR_PROVIDER_NOT_FOUND' },
  setDefaultFcmProvider: { ...EVERY, 404: 'ERR_PROVIDER_NOT_FOUND' },
  deleteFcmProvider: { ...EVERY, 404: 'ERR_PROVIDER_NOT_FOUND' },
  addApnsProvider: { ...EVERY, ...BODY, 409: 'ERR_PROVIDER_ALREADY_EXISTS' },
  listApnsProviders: EVERY,
  updateApnsProvider: { ...EVERY, ...BODY, 404: 'ERR_PROVIDER_NOT_FOUND' },
  setDefaultApnsProvider: { ...EVERY, 404: 'ERR_PROVIDER_NOT_FOUND' },
  deleteApnsProvider: { ...EVERY, 404: 'ERR_PROVIDER_NOT_FOUND' },
  saveTwilioProvider: { ...EVERY, ...BODY, 409: 'ERR_PROVIDER_ALREADY_EXISTS' },
  getTwilioProvider: EVERY,
  updateTwilioProvider: { ...EVERY, ...BODY, 404: 'ERR_PROVIDER_NOT_FOUND' },
  deleteTwilioProvider: { ...EVERY, 404: 'ERR_PROVIDER_NOT_FOUND' },
  saveSendGridProvider: { ...EVERY, ...BODY, 409: 'ERR_PROVIDER_ALREADY_EXISTS' },
  getSendGridProvider: EVERY,
  updateSendGridProvider: { ...EVERY, ...BODY, 404: 'ERR_PROVIDER_NOT_FOUND' },
  deleteSendGridProvider: { ...EVERY, 404: 'ERR_PROVIDER_NOT_FOUND' },
  saveCustomPushProvider: { ...EVERY, ...BODY, 409: 'ERR_PROVIDER_ALREADY_EXISTS' },
  getCustomPushProvider: EVERY,
  updateCustomPushProvider: { ...EVERY, ...BODY, 404: 'ERR_PROVIDER_NOT_FOUND' },
  deleteCustomPushProvider: { ...EVERY, 404: 'ERR_PROVIDER_NOT_FOUND' },
  saveCustomSmsProvider: { ...EVERY, ...BODY, 409: 'ERR_PROVIDER_ALREADY_EXISTS' },
  getCustomSmsProvider: EVERY,
  updateCustomSmsProvider: { ...EVERY, ...BODY, 404: 'ERR_PROVIDER_NOT_FOUND' },
  deleteCustomSmsProvider: { ...EVERY, 404: 'ERR_PROVIDER_NOT_FOUND' },
  saveCustomEmailProvider: { ...EVERY, ...BODY, 409: 'ERR_PROVIDER_ALREADY_EXISTS' },
  getCustomEmailProvider: EVERY,
  updateCustomEmailProvider: { ...EVERY, ...BODY, 404: 'ERR_PROVIDER_NOT_FOUND' },
  deleteCustomEmailProvider: { ...EVERY, 404: 'ERR_PROVIDER_NOT_FOUND' },
};

const statusesOf = (operationId: OperationId): number[] => Object.keys(PROVOKED[operationId]).map(Number);

describe('Prefer: code=<status> on every operation', () => {
  for (const operationId of OPERATION_IDS) {
    test(`${operationId} — each status it documents — that status with its first code of it, as documented`, async () => {
      assert.deepEqual(provokableStatuses(operationId), statusesOf(operationId));
      for (const [status, code] of Object.entries(PROVOKED[operationId])) {
        const res = await call(operationId, `code=${status}`);
        expectError(res, Number(status), code);
        assert.match(res.body.error.devMessage, new RegExp(`Prefer: code=${status}`));
        if (documents(operationId, Number(status))) expectDocumentedAnswer(res, operationId);
      }
    });
  }

  test('every operation — code=500 — the answer is one the contract documents', async () => {
    for (const operationId of OPERATION_IDS)
      expectDocumentedAnswer(await call(operationId, 'code=500'), operationId);
  });

  test('every operation — a status it does not document (409, 418) — 400 on Prefer listing what it documents', async () => {
    for (const operationId of OPERATION_IDS) {
      for (const status of [409, 418].filter((st) => !statusesOf(operationId).includes(st))) {
        const res = await call(operationId, `code=${status}`);
        expectError(res, 400, 'ERR_BAD_REQUEST');
        const [detail] = res.body.error.details.Prefer;
        assert.ok(
          detail.includes(`${operationId} answers 200 or ${statusesOf(operationId).join(', ')}`),
          detail,
        );
      }
    }
  });

  test('listBannedUsers — code=200 — the real answer', async () => {
    const res = await call('listBannedUsers', 'code=200');
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.data.map((u: { uid: string }) => u.uid),
      ['superhero5'],
    );
  });

  test('addReaction — code=429 — Retry-After and X-Rate-Limit-Reset at the end of the minute', async () => {
    await s.clock('prefer-429', { now: 1_700_000_030 });
    const res = await call('addReaction', 'code=429', 'prefer-429');
    expectError(res, 429, 'ERR_TOO_MANY_REQUESTS');
    assert.equal(res.headers['retry-after'], '10');
    assert.equal(res.headers['x-rate-limit-reset'], '1700000040');
  });
});

describe('Prefer: delay and its neighbours', () => {
  test('delay=1200 — any operation — waited 1200 ms, then the real answer', async () => {
    s.slept.length = 0;
    const res = await call('listBannedUsers', 'delay=1200');
    assert.equal(res.status, 200);
    assert.deepEqual(s.slept, [1200]);
  });

  test('delay=250; code=404 — together — waited, then the error; delay=0 waits not at all', async () => {
    s.slept.length = 0;
    expectError(await call('saveMessage', 'delay=250; code=404'), 404, 'ERR_UID_NOT_FOUND');
    assert.equal((await call('listBannedUsers', 'delay=0')).status, 200);
    assert.deepEqual(s.slept, [250]);
  });

  test('delay=30001, or a preference the sandbox does not know — 400 naming Prefer, nothing waited', async () => {
    s.slept.length = 0;
    for (const prefer of ['delay=30001', 'example=ok', 'code=40']) {
      const res = await call('listBlockedMessages', prefer);
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assert.ok(res.body.error.details.Prefer, prefer);
    }
    assert.deepEqual(s.slept, []);
  });

  test('Prefer and a fault rule — both apply — Prefer answers, the rule is not spent', async () => {
    await s.faults('prefer-fault', [{ status: 500, times: 1 }]);
    expectError(await call('listBannedUsers', 'code=403', 'prefer-fault'), 403, 'AUTH_ERR_NO_ACCESS');
    assert.equal((await s.faults('prefer-fault')).body[0].times, 1);
  });

  test('Prefer: code=404 — journaled — with operation, status, code, marked as provoked by Prefer', async () => {
    await call('unbanUser', 'code=404', 'prefer-journal');
    const [entry] = (await s.journal('prefer-journal')).body;
    assert.deepEqual(
      [entry.operationId, entry.status, entry.errorCode, entry.injected],
      ['unbanUser', 404, 'ERR_GUID_NOT_FOUND', 'prefer'],
    );
  });

  test('Prefer: code=404 — without apikey — the real 401; on an unknown path — the real 404', async () => {
    const anonymous = await s.request.get('/v3/moderation/blocked-messages').set('Prefer', 'code=404');
    expectError(anonymous, 401, 'AUTH_ERR_EMPTY_APIKEY');
    const unknown = await s.api('prefer', 'get', '/groups/x/nothing').set('Prefer', 'code=400');
    expectError(unknown, 404, 'ERR_API_NOT_FOUND');
  });
});
