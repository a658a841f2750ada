/**
 * The scenario's steps for the reads of part two: each operation with 200 and every error status it
 * documents. The 501 of a declared filter the sandbox cannot honour is rehearsed with `Prefer`: the
 * proxy does not pass such a filter on (the API tests show the sandbox's own 501).
 */
import { common, fail, ok, S1, type Step } from './contract-steps.ts';

const G = '/groups/cometchat-guid-1';
const CONVERSATION = 'superhero1_user_superhero2';

export const READ_STEPS: Step[] = [
  ok('listUsers', 'a page, filtered', 'GET /users?perPage=2&searchKey=super&withTags=true&createdAt[from]=1'),
  ok('listUsers', 'as a user who blocked one', 'GET /users?searchKey=bot', { as: 'superhero4' }),
  fail('listUsers', 'page 0', 400, 'ERR_BAD_REQUEST', 'GET /users?page=0'),
  fail('listUsers', 'an unknown acting user', 404, 'ERR_UID_NOT_FOUND', 'GET /users', { as: 'nobody' }),
  ...common('listUsers', 'GET /users'),

  ok('getUser', 'as another user', 'GET /users/superhero1', { as: 'superhero2' }),
  fail('getUser', 'a uid too long', 400, 'ERR_BAD_REQUEST', `GET /users/${'u'.repeat(101)}`),
  fail('getUser', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', 'GET /users/nobody'),
  ...common('getUser', 'GET /users/superhero1'),

  ok('listGroups', 'the groups a user joined', 'GET /groups?hasJoined=true&membersCount[gte]=1', S1),
  fail('listGroups', 'an unknown sort', 400, 'ERR_BAD_REQUEST', 'GET /groups?sortBy=size'),
  fail('listGroups', 'an unknown acting user', 404, 'ERR_UID_NOT_FOUND', 'GET /groups', { as: 'nobody' }),
  ...common('listGroups', 'GET /groups'),

  ok('getGroup', 'as its owner', `GET ${G}`, S1),
  fail('getGroup', 'a guid with a space', 400, 'ERR_BAD_REQUEST', 'GET /groups/a%20b'),
  fail('getGroup', 'an unknown acting user', 404, 'ERR_UID_NOT_FOUND', `GET ${G}`, { as: 'nobody' }),
  fail('getGroup', 'an unknown group', 404, 'ERR_GUID_NOT_FOUND', 'GET /groups/nope'),
  ...common('getGroup', `GET ${G}`),

  ok('listGroupMembers', 'the admins', `GET ${G}/members?scopes=admin,moderator`),
  fail('listGroupMembers', 'an unknown scope', 400, 'ERR_BAD_REQUEST', `GET ${G}/members?scopes=owner`),
  fail('listGroupMembers', 'an unknown group', 404, 'ERR_GUID_NOT_FOUND', 'GET /groups/nope/members'),
  ...common('listGroupMembers', `GET ${G}/members`),

  ok('listGroupMessages', 'as a member', `GET ${G}/messages?limit=2`, S1),
  fail('listGroupMessages', 'limit 0', 400, 'ERR_BAD_REQUEST', `GET ${G}/messages?limit=0`),
  fail('listGroupMessages', 'an outsider', 403, 'ERR_NOT_A_MEMBER', `GET ${G}/messages`, {
    as: 'proof-user',
  }),
  fail('listGroupMessages', 'an unknown group', 404, 'ERR_GUID_NOT_FOUND', 'GET /groups/nope/messages'),
  fail('listGroupMessages', 'mentions', 501, 'ERR_NOT_SUPPORTED_BY_SANDBOX', `GET ${G}/messages`, {
    headers: { Prefer: 'code=501' },
  }),
  ...common('listGroupMessages', `GET ${G}/messages`),

  ok('listUserMessages', 'a one-to-one conversation', 'GET /users/superhero2/messages?limit=5', S1),
  fail('listUserMessages', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', 'GET /users/superhero2/messages'),
  fail('listUserMessages', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', 'GET /users/nobody/messages', S1),
  fail(
    'listUserMessages',
    'undelivered',
    501,
    'ERR_NOT_SUPPORTED_BY_SANDBOX',
    'GET /users/superhero2/messages',
    { ...S1, headers: { Prefer: 'code=501' } },
  ),
  ...common('listUserMessages', 'GET /users/superhero2/messages', S1),

  ok('listMessages', 'filtered', 'GET /messages?category=message&hasReactions=true&sentAt[from]=1'),
  fail('listMessages', 'an unknown receiver type', 400, 'ERR_BAD_REQUEST', 'GET /messages?receiverType=bot'),
  fail('listMessages', 'an unknown acting user', 404, 'ERR_UID_NOT_FOUND', 'GET /messages', { as: 'nobody' }),
  fail('listMessages', 'count', 501, 'ERR_NOT_SUPPORTED_BY_SANDBOX', 'GET /messages', {
    headers: { Prefer: 'code=501' },
  }),
  ...common('listMessages', 'GET /messages'),

  ok('getMessage', 'as its receiver', 'GET /messages/2', { as: 'superhero2' }),
  fail('getMessage', 'an id too long', 400, 'ERR_BAD_REQUEST', `GET /messages/${'1'.repeat(300)}`),
  fail('getMessage', 'an outsider', 403, 'ERR_MESSAGE_NO_ACCESS', 'GET /messages/2', { as: 'superhero5' }),
  fail('getMessage', 'an unknown message', 404, 'ERR_MESSAGE_ID_NOT_FOUND', 'GET /messages/99999'),
  ...common('getMessage', 'GET /messages/2'),

  ok('listConversations', 'of a user', 'GET /conversations?perPage=5&withTags=true', S1),
  fail(
    'listConversations',
    'an unknown type',
    400,
    'ERR_BAD_REQUEST',
    'GET /conversations?conversationType=bot',
    S1,
  ),
  fail('listConversations', 'an unknown acting user', 404, 'ERR_UID_NOT_FOUND', 'GET /conversations', {
    as: 'nobody',
  }),
  fail('listConversations', 'rehearsed', 501, 'ERR_NOT_SUPPORTED_BY_SANDBOX', 'GET /conversations', {
    ...S1,
    headers: { Prefer: 'code=501' },
  }),
  ...common('listConversations', 'GET /conversations', S1),

  ok('getConversation', 'of a user', `GET /conversations/${CONVERSATION}`, S1),
  fail('getConversation', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', `GET /conversations/${CONVERSATION}`),
  fail(
    'getConversation',
    'an unknown acting user',
    404,
    'ERR_UID_NOT_FOUND',
    `GET /conversations/${CONVERSATION}`,
    { as: 'nobody' },
  ),
  fail(
    'getConversation',
    "someone else's",
    404,
    'ERR_CONVERSATION_NOT_ACCESSIBLE',
    `GET /conversations/${CONVERSATION}`,
    { as: 'superhero5' },
  ),
  ...common('getConversation', `GET /conversations/${CONVERSATION}`, S1),

  ok('getUserConversation', 'with a user', 'GET /users/superhero2/conversation', S1),
  fail('getUserConversation', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', 'GET /users/superhero2/conversation'),
  fail(
    'getUserConversation',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    'GET /users/nobody/conversation',
    S1,
  ),
  fail(
    'getUserConversation',
    'no messages',
    404,
    'ERR_CONVERSATION_NOT_ACCESSIBLE',
    'GET /users/chatbot/conversation',
    { as: 'superhero5' },
  ),
  ...common('getUserConversation', 'GET /users/superhero2/conversation', S1),

  ok('getGroupConversation', 'as a member', `GET ${G}/conversation`, S1),
  fail('getGroupConversation', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', `GET ${G}/conversation`),
  fail(
    'getGroupConversation',
    'an unknown group',
    404,
    'ERR_GUID_NOT_FOUND',
    'GET /groups/nope/conversation',
    S1,
  ),
  fail(
    'getGroupConversation',
    'an outsider',
    404,
    'ERR_CONVERSATION_NOT_ACCESSIBLE',
    `GET ${G}/conversation`,
    { as: 'proof-user' },
  ),
  ...common('getGroupConversation', `GET ${G}/conversation`, S1),
];
