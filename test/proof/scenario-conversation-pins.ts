/**
 * The scenario's steps for pinned conversations: superhero1 pins their conversation with superhero2
 * and superhero2 the group cometchat-guid-1; the app then pins both for everyone, which refuses the
 * users' own pins and unpins, and clears its list before the users unpin.
 */
import { bodyLimits, common, fail, ok, S1, type Step } from './contract-steps.ts';

const S2 = { as: 'superhero2' };
const USER_PIN = '/users/superhero2/conversation/pin';
const GROUP_PIN = '/groups/cometchat-guid-1/conversation/pin';
const APP = '/conversations/pinned';
const list = (...entries: object[]) => ({ body: { pinnedConversations: entries } });
const uids = ['superhero1', 'superhero2', 'superhero3', 'superhero4', 'superhero5', 'chatbot'];

export const CONVERSATION_PIN_STEPS: Step[] = [
  ok('pinUserConversation', 'a one-to-one conversation', `POST ${USER_PIN}`, S1),
  ok('pinUserConversation', 'again, keeping the first pinnedAt', `POST ${USER_PIN}`, S1),
  fail('pinUserConversation', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', `POST ${USER_PIN}`),
  fail(
    'pinUserConversation',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    'POST /users/nobody/conversation/pin',
    S1,
  ),
  fail(
    'pinUserConversation',
    'a conversation the user does not have',
    404,
    'ERR_CONVERSATION_NOT_ACCESSIBLE',
    'POST /users/superhero1/conversation/pin',
    S1,
  ),
  ...common('pinUserConversation', `POST ${USER_PIN}`, S1),

  ok('pinGroupConversation', 'a group conversation, for a member', `POST ${GROUP_PIN}`, S2),
  fail('pinGroupConversation', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', `POST ${GROUP_PIN}`),
  fail(
    'pinGroupConversation',
    'not a member',
    403,
    'ERR_NOT_A_MEMBER',
    'POST /groups/x-men/conversation/pin',
    S1,
  ),
  fail(
    'pinGroupConversation',
    'an unknown group',
    404,
    'ERR_GUID_NOT_FOUND',
    'POST /groups/nope/conversation/pin',
    S1,
  ),
  ...common('pinGroupConversation', `POST ${GROUP_PIN}`, S2),

  ok(
    'replaceAppPinnedConversations',
    'a group and a user',
    `PUT ${APP}`,
    list({ guid: 'cometchat-guid-1' }, { uid: 'superhero2' }),
  ),
  fail(
    'replaceAppPinnedConversations',
    'an entry with neither',
    400,
    'ERR_BAD_REQUEST',
    `PUT ${APP}`,
    list({}),
  ),
  fail(
    'replaceAppPinnedConversations',
    'six distinct',
    400,
    'ERR_SYSTEM_PINNED_CONVERSATIONS_LIMIT_EXCEEDED',
    `PUT ${APP}`,
    list(...uids.map((uid) => ({ uid }))),
  ),
  fail(
    'replaceAppPinnedConversations',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    `PUT ${APP}`,
    list({ uid: 'nobody' }),
  ),
  ...bodyLimits('replaceAppPinnedConversations', `PUT ${APP}`),
  ...common('replaceAppPinnedConversations', `PUT ${APP}`, list()),
  ok('listAppPinnedConversations', "the app's list", `GET ${APP}`),
  fail(
    'listAppPinnedConversations',
    'a query parameter it has none of',
    400,
    'ERR_BAD_REQUEST',
    `GET ${APP}?perPage=5`,
  ),
  ...common('listAppPinnedConversations', `GET ${APP}`),
  ok('listConversations', 'the app pins first', 'GET /conversations', S1),

  fail(
    'pinUserConversation',
    'pinned by the app',
    403,
    'ERR_SYSTEM_PINNED_CONVERSATION',
    `POST ${USER_PIN}`,
    S1,
  ),
  fail(
    'unpinUserConversation',
    'pinned by the app',
    403,
    'ERR_SYSTEM_PINNED_CONVERSATION',
    `DELETE ${USER_PIN}`,
    S1,
  ),
  fail(
    'unpinGroupConversation',
    'pinned by the app',
    403,
    'ERR_SYSTEM_PINNED_CONVERSATION',
    `DELETE ${GROUP_PIN}`,
    S2,
  ),
  ok('replaceAppPinnedConversations', 'cleared', `PUT ${APP}`, list()),

  ok('unpinUserConversation', 'the user’s own pin', `DELETE ${USER_PIN}`, S1),
  ok('unpinUserConversation', 'again', `DELETE ${USER_PIN}`, S1),
  fail('unpinUserConversation', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', `DELETE ${USER_PIN}`),
  fail(
    'unpinUserConversation',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    'DELETE /users/nobody/conversation/pin',
    S1,
  ),
  ...common('unpinUserConversation', `DELETE ${USER_PIN}`, S1),
  ok('unpinGroupConversation', 'the member’s own pin', `DELETE ${GROUP_PIN}`, S2),
  fail('unpinGroupConversation', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', `DELETE ${GROUP_PIN}`),
  fail(
    'unpinGroupConversation',
    'not a member',
    403,
    'ERR_NOT_A_MEMBER',
    'DELETE /groups/x-men/conversation/pin',
    S1,
  ),
  fail(
    'unpinGroupConversation',
    'an unknown group',
    404,
    'ERR_GUID_NOT_FOUND',
    'DELETE /groups/nope/conversation/pin',
    S1,
  ),
  ...common('unpinGroupConversation', `DELETE ${GROUP_PIN}`, S2),
];
