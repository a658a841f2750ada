/**
 * The scenario's steps for editing and deleting messages, unsaving them and marking conversations
 * read: each operation with 200 and every error status it documents. Fixture message 2 is superhero1's to superhero2, saved by
 * superhero1; message 3 is superhero2's to superhero1.
 */
import { bodyLimits, common, fail, ok, S1, S3, type Step } from './contract-steps.ts';

const text = (value: string, as?: string) => ({ as, body: { data: { text: value } } });
const S2 = { as: 'superhero2' };
const S4 = { as: 'superhero4' };
const READ = 'POST /users/superhero2/conversation/read';
const READ_GROUP = 'POST /groups/x-men/conversation/read';

export const MESSAGE_WRITE_STEPS: Step[] = [
  ok('updateMessage', 'own message, new text and tags', 'PUT /messages/2', {
    ...S1,
    body: { data: { text: 'Hi, Cap!', metadata: { mood: 'cheerful' } }, tags: ['greeting'] },
  }),
  ok('updateMessage', 'by the app', 'PUT /messages/2', text('Hi, Captain!')),
  fail(
    'updateMessage',
    'blank text',
    400,
    'ERR_EMPTY_MESSAGE_TEXT',
    'PUT /messages/2',
    text(' ', 'superhero1'),
  ),
  fail(
    'updateMessage',
    'by the receiver',
    403,
    'ERR_PERMISSION_DENIED',
    'PUT /messages/2',
    text('x', 'superhero2'),
  ),
  fail(
    'updateMessage',
    'an unknown message',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    'PUT /messages/99999',
    text('x'),
  ),
  ...bodyLimits('updateMessage', 'PUT /messages/2', 'superhero1'),
  ...common('updateMessage', 'PUT /messages/2', text('x')),

  ok('unsaveMessage', 'a saved message', 'DELETE /messages/2/save', S1),
  ok('unsaveMessage', 'not saved any more', 'DELETE /messages/2/save', S1),
  fail('unsaveMessage', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', 'DELETE /messages/2/save'),
  fail('unsaveMessage', 'an outsider', 403, 'ERR_MESSAGE_NO_ACCESS', 'DELETE /messages/2/save', S3),
  fail(
    'unsaveMessage',
    'an unknown message',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    'DELETE /messages/99999/save',
    S1,
  ),
  ...common('unsaveMessage', 'DELETE /messages/2/save', S1),

  ok('deleteMessage', 'own message, softly', 'DELETE /messages/3', S2),
  ok('deleteMessage', 'the same, permanently', 'DELETE /messages/3', { ...S2, body: { permanent: true } }),
  fail('deleteMessage', 'permanent not a boolean', 400, 'ERR_BAD_REQUEST', 'DELETE /messages/2', {
    body: { permanent: 'yes' },
  }),
  fail('deleteMessage', 'by the receiver', 403, 'ERR_PERMISSION_DENIED', 'DELETE /messages/2', S2),
  fail('deleteMessage', 'deleted for good', 404, 'ERR_MESSAGE_ID_NOT_FOUND', 'DELETE /messages/3'),
  ...bodyLimits('deleteMessage', 'DELETE /messages/2', 'superhero1'),
  ...common('deleteMessage', 'DELETE /messages/2', S1),

  ok('markConversationRead', 'up to the newest message', READ, S1),
  ok('markConversationRead', 'up to a message', READ, { ...S1, body: { messageId: 1 } }),
  fail('markConversationRead', 'messageId 0', 400, 'ERR_BAD_REQUEST', READ, {
    ...S1,
    body: { messageId: 0 },
  }),
  fail(
    'markConversationRead',
    'an unknown user',
    404,
    'ERR_UID_NOT_FOUND',
    'POST /users/nobody/conversation/read',
    S1,
  ),
  ...bodyLimits('markConversationRead', READ, 'superhero1'),
  ...common('markConversationRead', READ, S1),

  ok('markGroupConversationRead', 'a member', READ_GROUP, S4),
  fail('markGroupConversationRead', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', READ_GROUP),
  fail('markGroupConversationRead', 'a user who is not a member', 403, 'ERR_NOT_A_MEMBER', READ_GROUP, S1),
  fail(
    'markGroupConversationRead',
    'an unknown group',
    404,
    'ERR_GUID_NOT_FOUND',
    'POST /groups/nope/conversation/read',
    S1,
  ),
  ...bodyLimits('markGroupConversationRead', READ_GROUP, 'superhero4'),
  ...common('markGroupConversationRead', READ_GROUP, S4),
];
