/**
 * The scenario's steps for the standalone Moderation API: each operation with 200 and every error
 * status it documents. They run on an app of their own, seeded from the fixtures, so the ids their
 * messages take (17, 18 and 19, after the fixtures' 16) do not follow from the steps before.
 */
import { bodyLimits, common, fail, ok, type Extra, type Step } from './contract-steps.ts';

const ON_APP = { appId: 'proof-moderation' };
const on = (extra: Extra = {}): Extra => ({ ...extra, headers: ON_APP });
const message = (fields: object) =>
  on({ body: { data: { text: 'Welcome aboard' }, receiverType: 'user', ...fields } });
const ONE = '/moderation/messages/17';
const SPAM = '/moderation/messages/18';

export const MODERATION_MESSAGE_STEPS: Step[] = [
  ok('createModerationMessage', 'an approved text', 'POST /moderation/messages', {
    ...message({ sender: 'superhero1', receiver: 'superhero2', muid: 'proof-1', tags: ['proof'] }),
  }),
  ok('createModerationMessage', 'a text the keyword filter disapproves', 'POST /moderation/messages', {
    ...message({ sender: 'superhero3', receiver: 'superhero1', data: { text: 'spam' } }),
  }),
  ok('createModerationMessage', 'a new sender and group, from their details', 'POST /moderation/messages', {
    ...message({
      sender: 'proof-sender',
      receiver: 'proof-group',
      receiverType: 'group',
      senderUserDetails: { uid: 'proof-sender', name: 'Proof Sender' },
      receiverGroupDetails: { guid: 'proof-group', name: 'Proof group', type: 'public' },
    }),
  }),
  fail(
    'createModerationMessage',
    'an unknown sender',
    404,
    'ERR_UID_NOT_FOUND',
    'POST /moderation/messages',
    {
      ...message({ sender: 'nobody', receiver: 'superhero1' }),
    },
  ),
  fail(
    'createModerationMessage',
    'an unknown group',
    404,
    'ERR_GUID_NOT_FOUND',
    'POST /moderation/messages',
    {
      ...message({ sender: 'superhero1', receiver: 'no-group', receiverType: 'group' }),
    },
  ),
  fail('createModerationMessage', 'no receiverType', 400, 'ERR_BAD_REQUEST', 'POST /moderation/messages', {
    ...on({ body: { sender: 'superhero1', receiver: 'superhero2' } }),
  }),
  ...bodyLimits('createModerationMessage', 'POST /moderation/messages'),
  ...common('createModerationMessage', 'POST /moderation/messages', {
    body: { sender: 'superhero1', receiver: 'superhero2', receiverType: 'user' },
  }),

  ok('listModerationMessages', 'every one', 'GET /moderation/messages', on()),
  ok(
    'listModerationMessages',
    'the disapproved ones',
    'GET /moderation/messages?moderationStatus=disapproved',
    on(),
  ),
  fail(
    'listModerationMessages',
    'an unknown status',
    400,
    'ERR_BAD_REQUEST',
    'GET /moderation/messages?moderationStatus=maybe',
  ),
  ...common('listModerationMessages', 'GET /moderation/messages'),

  ok('getModerationMessage', 'an approved one', `GET ${ONE}`, on()),
  ok('getModerationMessage', 'a disapproved one, with its rule', `GET ${SPAM}`, on()),
  fail(
    'getModerationMessage',
    'a chat message’s id',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    'GET /moderation/messages/2',
    on(),
  ),
  fail(
    'getModerationMessage',
    'an id over 100 characters',
    400,
    'ERR_BAD_REQUEST',
    `GET /moderation/messages/${'9'.repeat(101)}`,
  ),
  ...common('getModerationMessage', `GET ${ONE}`),

  ok(
    'updateModerationMessage',
    'the disapproved text made clean',
    `PUT ${SPAM}`,
    on({ body: { data: { text: 'Clean now' } } }),
  ),
  fail('updateModerationMessage', 'no data', 400, 'ERR_BAD_REQUEST', `PUT ${SPAM}`, on({ body: {} })),
  fail(
    'updateModerationMessage',
    'an unknown id',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    'PUT /moderation/messages/99999',
    on({ body: { data: { text: 'x' } } }),
  ),
  ...bodyLimits('updateModerationMessage', `PUT ${SPAM}`),
  ...common('updateModerationMessage', `PUT ${SPAM}`, { body: { data: { text: 'x' } } }),

  ok('deleteModerationMessage', 'the approved one', `DELETE ${ONE}`, on()),
  fail('deleteModerationMessage', 'the same again', 404, 'ERR_MESSAGE_ID_NOT_FOUND', `DELETE ${ONE}`, on()),
  fail(
    'deleteModerationMessage',
    'an id over 100 characters',
    400,
    'ERR_BAD_REQUEST',
    `DELETE /moderation/messages/${'9'.repeat(101)}`,
  ),
  ...common('deleteModerationMessage', `DELETE ${SPAM}`),
];
