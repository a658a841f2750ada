/**
 * The hostile suites' valid calls of the reads of part two, on the fixtures: one call per operation,
 * as the acting user where the operation wants one, and the query parameters the list tests abuse.
 */
import type { Call } from './hostile-harness.ts';

export const READ_CALLS: readonly Call[] = [
  { operationId: 'listUsers', method: 'get', path: '/users' },
  { operationId: 'getUser', method: 'get', path: '/users/superhero2', onBehalfOf: 'superhero1' },
  {
    operationId: 'getAuthToken',
    method: 'get',
    path: '/users/superhero1/auth_tokens/superhero1_163836160020de43a6d43ef74debf822a462ae89de',
  },
  { operationId: 'listFriends', method: 'get', path: '/users/superhero1/friends' },
  { operationId: 'listApiKeys', method: 'get', path: '/apikeys' },
  { operationId: 'getApiKey', method: 'get', path: '/apikeys/f10e3ee5dd7a5c1f634912afd2d3f5ede65b2770' },
  { operationId: 'usageMetrics', method: 'get', path: '/stats?fromDate=1630164253&toDate=1632842653' },
  { operationId: 'messageMetrics', method: 'get', path: '/stats/messages' },
  { operationId: 'listModerationMessages', method: 'get', path: '/moderation/messages' },
  { operationId: 'getModerationMessage', method: 'get', path: '/moderation/messages/17' },
  { operationId: 'listRoles', method: 'get', path: '/roles' },
  { operationId: 'listFlagReasons', method: 'get', path: '/moderation/reasons' },
  { operationId: 'getFlagReason', method: 'get', path: '/moderation/reasons/spam' },
  { operationId: 'listFlaggedMessages', method: 'get', path: '/moderation/flagged-messages' },
  { operationId: 'listReviewedMessages', method: 'get', path: '/moderation/reviewed-messages' },
  { operationId: 'listKeywordLists', method: 'get', path: '/moderation/keywords' },
  { operationId: 'getKeywordList', method: 'get', path: '/moderation/keywords/profanity-list' },
  { operationId: 'getRole', method: 'get', path: '/roles/default' },
  { operationId: 'listRolePermissions', method: 'get', path: '/roles/default/permissions' },
  {
    operationId: 'listScopePermissions',
    method: 'get',
    path: '/groups/cometchat-guid-1/scopes/participant/permissions',
  },
  { operationId: 'listRestrictedFeatures', method: 'get', path: '/roles/default/restrictedfeatures' },
  { operationId: 'getNotificationSettings', method: 'get', path: '/notifications/v1/settings' },
  {
    operationId: 'getNotificationPreferences',
    method: 'get',
    path: '/notifications/v1/preferences?uid=superhero1',
  },
  {
    operationId: 'listMutedConversations',
    method: 'get',
    path: '/notifications/v1/preferences/mute?uid=superhero1',
  },
  {
    operationId: 'getNotificationTimezone',
    method: 'get',
    path: '/notifications/v1/preferences/timezone?uid=superhero1',
  },
  {
    operationId: 'getContactDetails',
    method: 'get',
    path: '/notifications/v1/contact-details',
    onBehalfOf: 'superhero1',
  },
  {
    operationId: 'listPushTokens',
    method: 'get',
    path: '/notifications/push/v1/tokens?authToken=superhero2_1630307000ee6e3fce6ec7a391a27f92e956b87e9c',
  },
  { operationId: 'listRules', method: 'get', path: '/moderation/rules' },
  { operationId: 'getRule', method: 'get', path: '/moderation/rules/keyword-filter' },
  { operationId: 'listRuleRevisions', method: 'get', path: '/moderation/rules/keyword-filter/revisions' },
  { operationId: 'listGroups', method: 'get', path: '/groups', onBehalfOf: 'superhero1' },
  { operationId: 'getGroup', method: 'get', path: '/groups/cometchat-guid-1', onBehalfOf: 'superhero1' },
  { operationId: 'listGroupMembers', method: 'get', path: '/groups/cometchat-guid-1/members' },
  {
    operationId: 'listGroupMessages',
    method: 'get',
    path: '/groups/cometchat-guid-1/messages',
    onBehalfOf: 'superhero1',
  },
  {
    operationId: 'listUserMessages',
    method: 'get',
    path: '/users/superhero2/messages',
    onBehalfOf: 'superhero1',
  },
  { operationId: 'listMessages', method: 'get', path: '/messages', onBehalfOf: 'superhero1' },
  { operationId: 'getMessage', method: 'get', path: '/messages/2', onBehalfOf: 'superhero1' },
  { operationId: 'listThreadMessages', method: 'get', path: '/messages/2/thread', onBehalfOf: 'superhero1' },
  { operationId: 'listThreads', method: 'get', path: '/threads', onBehalfOf: 'superhero1' },
  { operationId: 'listConversations', method: 'get', path: '/conversations', onBehalfOf: 'superhero1' },
  { operationId: 'listAppPinnedConversations', method: 'get', path: '/conversations/pinned' },
  {
    operationId: 'getConversation',
    method: 'get',
    path: '/conversations/superhero1_user_superhero2',
    onBehalfOf: 'superhero1',
  },
  {
    operationId: 'getUserConversation',
    method: 'get',
    path: '/users/superhero2/conversation',
    onBehalfOf: 'superhero1',
  },
  {
    operationId: 'getGroupConversation',
    method: 'get',
    path: '/groups/cometchat-guid-1/conversation',
    onBehalfOf: 'superhero1',
  },
];

const CURSOR = ['limit', 'affix', 'id'];
const PAGE = ['perPage', 'page'];

/** The paging parameters of each read list, which the query tests fill with absurd values. */
export const READ_LIST_QUERIES: Record<string, string[]> = {
  listUsers: PAGE,
  listFriends: PAGE,
  listApiKeys: PAGE,
  listGroups: PAGE,
  listGroupMembers: PAGE,
  listGroupMessages: CURSOR,
  listUserMessages: [...CURSOR, 'perPage'],
  listMessages: [...CURSOR, 'fromTimestamp', 'sentAt[from]'],
  listThreadMessages: CURSOR,
  listThreads: CURSOR,
  listConversations: PAGE,
  listFlagReasons: ['limit'],
  listFlaggedMessages: ['limit'],
  listReviewedMessages: ['limit'],
  listModerationMessages: CURSOR,
  listRules: ['limit'],
};
