/**
 * The catalogue of errors: each named constructor gives the code it is named for, under the status
 * ERROR_STATUS gives that code, and every code the server throws has a constructor.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import * as catalogue from '../../src/contract/error-catalogue.ts';
import { ApiError, ERROR_STATUS, errorBody, type ErrorCode } from '../../src/contract/errors.ts';

const DETAILS = { field: ['is wrong'] };

/** Each constructor, the code it must give, and the arguments to call it with (else 'a', 'b', …). */
const EXPECTED: Record<string, [ErrorCode, ...unknown[]]> = {
  emptyApiKey: ['AUTH_ERR_EMPTY_APIKEY'],
  apiKeyNotFound: ['AUTH_ERR_APIKEY_NOT_FOUND'],
  apiKeyWithoutFullAccess: ['AUTH_ERR_NO_ACCESS'],
  invalidAppId: ['AUTH_ERR_INVALID_APPID'],
  invalidRegion: ['AUTH_ERR_INVALID_APPID'],
  rateLimited: ['ERR_TOO_MANY_REQUESTS', 60, 12, 1_700_000_040],
  operationNotFound: ['ERR_API_NOT_FOUND'],
  operationNotServedYet: ['ERR_NOT_SUPPORTED_BY_SANDBOX', ['update-user'], 'PUT', '/v3/users/superhero1'],
  routeNotFound: ['ERR_API_NOT_FOUND'],
  unknownApiVersion: ['ERR_INVALID_API_VERSION'],
  methodNotOnPath: ['ERR_API_NOT_FOUND', 'PATCH', '/users/superhero1', 'GET, PUT, DELETE'],
  methodNotAllowed: ['ERR_METHOD_NOT_ALLOWED', 'POST', '/__sandbox/health', 'GET'],
  malformedUrl: ['ERR_BAD_REQUEST'],
  malformedRequest: ['ERR_BAD_REQUEST'],
  headersTooLarge: ['ERR_BAD_REQUEST'],
  requestTimeout: ['ERR_REQUEST_TIMEOUT'],
  bodyNotObject: ['ERR_BAD_REQUEST'],
  bodyNotJson: ['ERR_BAD_REQUEST'],
  bodyTooLarge: ['ERR_BAD_REQUEST'],
  unsupportedMediaType: ['ERR_BAD_REQUEST'],
  bodyNotUtf8: ['ERR_BAD_REQUEST'],
  bodyUnreadable: ['ERR_BAD_REQUEST'],
  bodyTooDeep: ['ERR_BAD_REQUEST'],
  malformedText: ['ERR_BAD_REQUEST'],
  invalidRequest: ['ERR_BAD_REQUEST', DETAILS],
  unknownQueryParameters: ['ERR_BAD_REQUEST', ['membersCount[gt]']],
  notWholeNumber: ['ERR_BAD_REQUEST'],
  limitOutOfRange: ['ERR_BAD_REQUEST', 'limit', 100],
  invalidPagination: ['ERR_BAD_REQUEST', DETAILS],
  onBehalfOfNotFound: ['ERR_UID_NOT_FOUND'],
  unsupportedParameters: ['ERR_NOT_SUPPORTED_BY_SANDBOX', { hasMentions: 'the sandbox keeps no mentions' }],
  serverFault: ['ERR_EXCEPTION'],
  answerBreaksContract: ['ERR_EXCEPTION'],
  undocumentedError: ['ERR_EXCEPTION', 404, 'ERR_GUID_NOT_FOUND'],
  explainedFault: ['ERR_EXCEPTION', 'The file /data/us/app.json is not valid JSON.'],

  uidNotFound: ['ERR_UID_NOT_FOUND'],
  uidDeactivated: ['ERR_UID_NOT_FOUND'],
  systemUserProtected: ['ERR_PERMISSION_DENIED', 'app_system', 'updated'],
  userFieldsSetAndUnset: ['ERR_BAD_REQUEST', ['avatar']],
  uidAlreadyExists: ['ERR_UID_ALREADY_EXISTS'],
  userMetadataTooLarge: ['ERR_BAD_REQUEST', 6000],
  notABot: ['ERR_BOT_NOT_FOUND'],
  blockedReceiver: ['ERR_BLOCKED_RECEIVER'],
  cannotBlockSelf: ['ERR_BAD_REQUEST', 'a', 'block'],
  groupNotFound: ['ERR_GUID_NOT_FOUND'],
  guidAlreadyExists: ['ERR_GUID_ALREADY_EXISTS'],
  invalidGroup: ['ERR_BAD_REQUEST', DETAILS],
  emptyGroupPassword: ['ERR_EMPTY_GROUP_PASS'],
  setAndUnset: ['ERR_BAD_REQUEST', ['icon']],
  hasJoinedWithoutOnBehalfOf: ['ERR_BAD_REQUEST'],
  notAMember: ['ERR_NOT_A_MEMBER'],
  alreadyJoined: ['ERR_ALREADY_JOINED'],
  bannedGroupMember: ['ERR_BANNED_GROUPMEMBER'],
  noVacancy: ['ERR_NO_VACANCY'],
  alreadyBanned: ['ERR_ALREADY_BANNED'],
  notBanned: ['ERR_NOT_A_BANNED_USER'],
  invalidMemberLists: ['ERR_BAD_REQUEST'],
  sameScope: ['ERR_SAME_SCOPE'],
  noClearance: ['ERR_GROUP_NO_CLEARANCE'],
  noAdminScope: ['ERR_GROUP_NO_ADMIN_SCOPE'],
  ownerProtected: ['ERR_GROUP_NO_SCOPE_CLEARANCE', 'a', 'b', 'banned'],
  moderatorCannotActOn: ['ERR_GROUP_NO_SCOPE_CLEARANCE', 'a', 'ban', 'admin', 'b'],
  moderatorCannotAddStaff: ['ERR_GROUP_NO_SCOPE_CLEARANCE'],
  moderatorCannotChangeScope: ['ERR_GROUP_NO_SCOPE_CLEARANCE'],
  conversationNotAccessible: ['ERR_CONVERSATION_NOT_ACCESSIBLE'],
  conversationsNeedOnBehalfOf: ['ERR_NOT_SUPPORTED_BY_SANDBOX'],
  conversationWithMismatch: ['ERR_BAD_REQUEST'],
  conversationNotFound: ['ERR_CONVERSATION_NOT_FOUND'],
  permanentGroupReset: ['ERR_BAD_REQUEST'],

  authTokenNotFound: ['ERR_AUTH_TOKEN_NOT_FOUND'],
  cannotFormSelfRelation: ['ERR_CANNOT_FORM_SELF_RELATION'],
  alreadyFriend: ['ERR_ALREADY_FRIEND'],
  friendLimitReached: ['ERR_FAILED_TO_ADD_FRIEND'],
  notAFriend: ['ERR_NOT_A_FRIEND'],
  apiKeyUnknown: ['ERR_APIKEY_NOT_FOUND'],
  apiKeySelfAction: ['ERR_APIKEY_NO_SELF_ACTION'],

  roleNotFound: ['ERR_ROLE_NOT_FOUND'],
  roleAlreadyExists: ['ERR_ROLE_ALREADY_EXISTS'],
  reasonNotFound: ['ERR_REASON_NOT_FOUND'],
  reasonAlreadyExists: ['ERR_REASON_ALREADY_EXISTS'],
  flagReasonUnknown: ['ERR_BAD_REQUEST'],
  roleDeleteDenied: ['ERR_ROLE_DELETE_DENIED'],
  roleDeleteFailed: ['ERR_ROLE_DELETE_FAILED', 'mentor', 2],
  pushAuthTokenNotFound: ['ERR_AUTH_TOKEN_NOT_FOUND'],
  pushTokenNotFound: ['ERR_TOKEN_NOT_FOUND'],
  unknownTimezone: ['ERR_BAD_REQUEST', 'timezone', 'Mars/Olympus_Mons'],
  muteInThePast: ['ERR_BAD_REQUEST', 1],
  tooManyMutes: ['ERR_BAD_REQUEST', 1000],
  pushTokenFieldMismatch: ['ERR_BAD_REQUEST', 'apns_ios_voip', 'voipToken', true, ['fcmToken']],
  keywordListNotFound: ['ERR_KEYWORD_NOT_FOUND'],
  keywordListAlreadyExists: ['ERR_KEYWORD_ALREADY_EXISTS'],
  keywordListQuota: ['ERR_PLAN_QUOTA_RESTRICTION'],
  keywordListInvalid: ['ERR_BAD_REQUEST'],
  patternRefused: ['ERR_BAD_REQUEST'],
  formUnreadable: ['ERR_BAD_REQUEST'],
  keywordBodyTooLarge: ['ERR_BAD_REQUEST'],
  keywordFileTooLarge: ['ERR_BAD_REQUEST'],

  pushProviderAlreadyExists: ['ERR_PROVIDER_ALREADY_EXISTS', 'FCM', 'fcm-provider-1'],
  pushProviderNotFound: ['ERR_PROVIDER_NOT_FOUND', 'FCM', 'fcm-provider-9'],
  providerAlreadyConfigured: ['ERR_PROVIDER_ALREADY_EXISTS', 'Twilio'],
  providerNotConfigured: ['ERR_PROVIDER_NOT_FOUND', 'Twilio'],
  providerFieldInvalid: ['ERR_BAD_REQUEST', 'webhookURL', 'must be an http or https URL'],
  permissionNotSet: ['ERR_BAD_REQUEST', 'fly', 'is not a permission'],
  featureUnknown: ['ERR_BAD_REQUEST', 'featuresToRestrict', ['u.fly']],
  permissionDenied: ['ERR_PERMISSION_DENIED', 'superhero1', 'send messages'],
  ruleNotFound: ['ERR_RULE_NOT_FOUND'],
  ruleAlreadyExists: ['ERR_RULE_ALREADY_EXISTS'],
  ruleQuotaReached: ['ERR_PLAN_QUOTA_RESTRICTION', 25],
  rulePatternRefused: ['ERR_BAD_REQUEST', 'conditions.0.value', '.*', 'it is greedy'],

  messageNotFound: ['ERR_MESSAGE_ID_NOT_FOUND'],
  messageNoAccess: ['ERR_MESSAGE_NO_ACCESS'],
  threadNesting: ['ERR_MESSAGE_THREAD_NESTING'],
  wrongThreadCategory: ['ERR_WRONG_MESSAGE_THREAD_CATEGORY'],
  wrongThread: ['ERR_WRONG_MESSAGE_THREAD'],
  pinnedConversationsLimit: ['ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED'],
  systemPinnedConversationsLimit: ['ERR_SYSTEM_PINNED_CONVERSATIONS_LIMIT_EXCEEDED'],
  systemPinnedConversation: ['ERR_SYSTEM_PINNED_CONVERSATION', 'pinned'],
  pinEntryInvalid: ['ERR_BAD_REQUEST', 2],
  pinnedMessagesLimitExceeded: ['ERR_PINNED_MESSAGES_LIMIT_EXCEEDED'],
  threadFilterNeedsUser: ['ERR_BAD_REQUEST', 'participatedByMe'],
  messageBodyInvalid: ['ERR_BAD_REQUEST', DETAILS],
  receiverMissing: ['ERR_BAD_REQUEST'],
  invalidReceiverType: ['ERR_INVALID_RECEIVER_TYPE'],
  noReceiver: ['ERR_BAD_REQUEST'],
  invalidCategory: ['ERR_BAD_REQUEST'],
  messageTooLarge: ['ERR_BAD_REQUEST', DETAILS],
  emptyMessageText: ['ERR_EMPTY_MESSAGE_TEXT'],
  emptyCustomData: ['ERR_EMPTY_CUSTOM_DATA'],
  attachmentsMissing: ['ERR_INVALID_MESSAGE_DATA'],
  invalidAttachments: ['ERR_INVALID_MESSAGE_DATA', DETAILS],
  invalidInteractiveData: ['ERR_INVALID_MESSAGE_DATA', DETAILS],
  messageUnchangeable: ['ERR_PERMISSION_DENIED', '2', 'call', 'edited'],
  notYoursToChange: ['ERR_PERMISSION_DENIED', 'a', 'edit', '2'],
  changesNotObject: ['ERR_BAD_REQUEST'],
  notEditable: ['ERR_INVALID_MESSAGE_DATA'],
  changesDoNotFit: ['ERR_INVALID_MESSAGE_DATA', DETAILS],
  invalidReaction: ['ERR_BAD_REQUEST'],
  invalidCursor: ['ERR_BAD_REQUEST', DETAILS],
  savedMessagesLimitExceeded: ['ERR_SAVED_MESSAGES_LIMIT_EXCEEDED'],
  notInteractive: ['ERR_INVALID_MESSAGE_DATA'],
  notElementsOf: ['ERR_INVALID_MESSAGE_DATA', '7', DETAILS],
  senderInteractionNotAllowed: ['ERR_PERMISSION_DENIED'],

  emptyAdminToken: ['AUTH_ERR_EMPTY_ADMIN_TOKEN'],
  invalidAdminToken: ['AUTH_ERR_INVALID_ADMIN_TOKEN'],
  loopbackOnly: ['AUTH_ERR_NO_ACCESS'],
  controlRouteNotFound: ['ERR_API_NOT_FOUND'],
  stateTooLarge: ['ERR_BAD_REQUEST'],
  invalidState: ['ERR_BAD_REQUEST', DETAILS],
  invalidFaultRules: ['ERR_BAD_REQUEST', DETAILS],
  clockOutOfRange: ['ERR_BAD_REQUEST', -1],
  webhookNotFound: ['ERR_WEBHOOK_NOT_FOUND'],
  webhookAlreadyExists: ['ERR_WEBHOOK_ALREADY_EXISTS'],
  webhookIdRequired: ['ERR_BAD_REQUEST'],
  webhookIdMismatch: ['ERR_BAD_REQUEST'],
  tooManyWebhooks: ['ERR_BAD_REQUEST'],
  basicAuthIncomplete: ['ERR_BAD_REQUEST'],
  preferredCodeUndocumented: ['ERR_BAD_REQUEST', 418, 'listUsers', '400, 401'],
  preferredCodeAndFailure: ['ERR_BAD_REQUEST'],
  provokedError: [
    'ERR_SERVICE_UNAVAILABLE',
    { status: 503, code: 'ERR_SERVICE_UNAVAILABLE', message: 'The service is unavailable.' },
    'Answered as asked by Prefer: code=503.',
    { 'Retry-After': '5' },
  ],
};

/** Transport errors the contract answers as ERR_BAD_REQUEST under another status than the table's. */
const OTHER_STATUS: Record<string, number> = {
  bodyTooLarge: 413,
  stateTooLarge: 413,
  keywordBodyTooLarge: 413,
  keywordFileTooLarge: 413,
  unsupportedMediaType: 415,
  bodyNotUtf8: 415,
  headersTooLarge: 431,
};

/** Answered only when a client provokes them, with the document's example: no situation of their own. */
const PROVOKED_ONLY: ErrorCode[] = ['ERR_BAD_GATEWAY', 'ERR_SERVICE_UNAVAILABLE', 'ERR_GATEWAY_TIMEOUT'];

type Constructor = (...args: unknown[]) => ApiError;

const constructors = Object.entries(catalogue).filter(
  (entry): entry is [string, Constructor] => typeof entry[1] === 'function',
);

function build(name: string, fn: Constructor): ApiError {
  const [, ...given] = EXPECTED[name]!;
  const args = given.length > 0 ? given : Array.from({ length: fn.length }, (_, i) => 'abcd'[i]);
  return fn(...args);
}

/** The files of src/ that build an ApiError themselves: the catalogue, and nothing else. */
const CATALOGUE_FILE = /^src\/contract\/(error-catalogue|errors-[a-z-]+)\.ts$/;
function sourceFiles(): string[] {
  return (readdirSync('src', { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join('src', file).split('\\').join('/'));
}

describe('the error catalogue', () => {
  test('every constructor — named in this table, and every name of the table a constructor', () => {
    assert.deepEqual(constructors.map(([name]) => name).sort(), Object.keys(EXPECTED).sort());
  });

  test('every constructor — its code, under the status of ERROR_STATUS, with a whole sentence', () => {
    for (const [name, fn] of constructors) {
      const error = build(name, fn);
      const [code] = EXPECTED[name]!;
      assert.ok(error instanceof ApiError, name);
      assert.equal(error.code, code, name);
      assert.equal(error.status, OTHER_STATUS[name] ?? ERROR_STATUS[code], name);
      assert.match(error.message, /^\S.*\.$/, name);
      assert.doesNotMatch(error.message, /undefined|\[object /, name);
      assert.deepEqual(errorBody(error).error.code, code, name);
    }
  });

  test('every code of the table — a constructor, but the gateway codes a client only provokes', () => {
    const built = new Set(constructors.map(([name, fn]) => build(name, fn).code));
    const missing = (Object.keys(ERROR_STATUS) as ErrorCode[]).filter(
      (code) => !built.has(code) && !PROVOKED_ONLY.includes(code),
    );
    assert.deepEqual(missing, []);
  });

  test('src/ — builds an ApiError in the catalogue only, and every code thrown elsewhere has a constructor', () => {
    const built = new Set(constructors.map(([name, fn]) => build(name, fn).code));
    const outside: string[] = [];
    for (const file of sourceFiles()) {
      if (CATALOGUE_FILE.test(file)) continue;
      const text = readFileSync(file, 'utf8');
      if (!text.includes('new ApiError(')) continue;
      outside.push(file);
      for (const [, code] of text.matchAll(/new ApiError\(\s*'([A-Z_]+)'/g)) {
        assert.ok(built.has(code as ErrorCode), `${file} throws ${code}, which has no constructor`);
      }
    }
    assert.deepEqual(outside, []);
  });

  test('one sentence per situation — the wordings the examples and the suites read', () => {
    assert.equal(
      catalogue.groupNotFound('no-such-group').message,
      'The group with guid no-such-group does not exist.',
    );
    assert.equal(catalogue.uidNotFound('nobody').message, 'The user with uid nobody does not exist.');
    assert.equal(
      catalogue.notAMember('superhero2', 'cometchat-guid-1').message,
      'The user with uid superhero2 is not a member of the group cometchat-guid-1.',
    );
    assert.equal(
      catalogue.conversationNotAccessible('group_cometchat-guid-1', 'superhero1').message,
      'The conversation group_cometchat-guid-1 has no messages for UID superhero1.',
    );
    assert.equal(
      catalogue.limitOutOfRange('perPage', 100).message,
      'The perPage must be an integer from 1 to 100.',
    );
    assert.equal(
      catalogue.invalidRequest({ receiver: ['is required'], type: ['must be text'] }).message,
      'Invalid request: receiver is required (and 1 more).',
    );
  });
});
