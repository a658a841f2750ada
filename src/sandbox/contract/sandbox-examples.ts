/** Examples of the control API, typed against the store and the server so they stay in step. */
import type { StateSnapshot } from '../../store/state.ts';

export const EXAMPLE_APP = 'ci-job-42';
export const EXAMPLE_NOW = 1_700_000_000;

/** A small but complete state: the system user, one user, one bot and the REST API key. */
export function stateExample(): StateSnapshot {
  return {
    users: [
      { uid: 'app_system', name: 'System', status: 'offline', role: 'default', createdAt: 1629869270 },
      { uid: 'superhero1', name: 'Iron Man', status: 'available', role: 'default', createdAt: 1629869270 },
      {
        uid: 'chatbot',
        name: 'Chat Bot',
        status: 'available',
        role: 'default',
        createdAt: 1629869270,
        isBot: true,
      },
    ],
    apiKeys: [
      {
        apiKey: 'c11f78eeed043134e2d346e0fd562e47cd2db510',
        name: 'Rest API Key',
        scope: 'fullAccess',
        createdAt: 1629869272,
      },
    ],
    authTokens: [],
    groups: [],
    members: [],
    bans: [],
    messages: [],
    reactions: [],
    savedMessages: [],
    conversationResets: [],
    blockedUsers: [],
    friendships: [],
    openedConversations: [],
    readMarks: [],
    conversationTags: [],
    interactions: [],
    conversationPins: [],
    appPinnedConversations: [],
    deliveredMarks: [],
    threadSubscriptions: [],
    roles: [{ role: 'default', name: 'Default Role', createdAt: 1629869270 }],
    scopePermissions: [],
    moderationRules: [],
    blockedMessages: [],
    moderationMessages: [],
    keywordLists: [],
    flaggedMessages: [],
    flagReasons: [],
    moderationReviews: [],
    notificationSettings: [],
    notificationUsers: [],
    pushProviders: [],
    notificationProviders: [],
    pushTokens: [],
    notificationLogs: [],
    notificationDigests: [],
    notificationQuotas: [],
    messageMetrics: [],
    counters: { messageId: 0, reactionId: 0 },
  };
}

export const journalExample = () => [
  {
    time: EXAMPLE_NOW,
    method: 'POST',
    path: '/v3/messages/2/reactions/%F0%9F%98%85',
    operationId: 'addReaction',
    onBehalfOf: 'superhero1',
    status: 500,
    errorCode: 'ERR_EXCEPTION',
    injected: 'fault',
    durationMs: 3,
  },
  {
    time: EXAMPLE_NOW,
    method: 'POST',
    path: '/v3/groups',
    operationId: 'createGroup',
    status: 200,
    durationMs: 4,
    body: { guid: 'test-group', name: 'Test group', type: 'public' },
  },
];

export const faultRulesExample = () => [
  { operationId: 'addReaction', status: 500, times: 1 },
  { operationId: 'createGroup', status: 429, probability: 0.25 },
  { latencyMs: 200 },
];

export const faultStatesExample = () => [
  { operationId: 'addReaction', status: 500, times: 0, hits: 1 },
  { operationId: 'createGroup', status: 429, probability: 0.25, hits: 0 },
  { latencyMs: 200, hits: 12 },
];
