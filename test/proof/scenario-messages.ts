/**
 * The scenario's steps for bot messages, reactions, saved messages and moderation: each operation
 * with 200 and every error status it documents.
 */
import { bodyLimits, common, fail, ok, S1, S3, type Step } from './contract-steps.ts';

const text = (receiver: string, receiverType: string, words: string) => ({
  body: { category: 'message', type: 'text', receiver, receiverType, data: { text: words } },
});
const button = {
  elementType: 'button',
  elementId: 'ok',
  buttonText: 'Yes',
  disableAfterInteracted: true,
  action: { actionType: 'urlNavigation', url: 'https://example.com/lunch' },
};
const card = {
  category: 'interactive',
  type: 'card',
  receiver: 'cometchat-guid-1',
  receiverType: 'group',
  data: {
    interactionGoal: { type: 'anyAction', elementIds: ['ok'] },
    allowSenderInteraction: true,
    interactiveData: { text: 'Lunch at noon?', cardActions: [button] },
  },
};
const custom = {
  category: 'custom',
  type: 'location',
  receiver: 'superhero2',
  receiverType: 'user',
  data: { customData: { lat: 1, lng: 2 } },
};
const BOT = 'POST /bots/chatbot/messages';
const THUMBS = encodeURIComponent('👍');

export const MESSAGE_STEPS: Step[] = [
  ok('sendBotMessage', 'a text to a user', BOT, text('superhero1', 'user', 'Hello from the bot')),
  ok('sendBotMessage', 'an interactive card to the group', BOT, { body: card }),
  ok('sendBotMessage', 'a custom message', BOT, { body: custom }),
  ok('sendBotMessage', 'a text quoting another message', BOT, {
    body: { ...text('superhero2', 'user', 'See above').body, quotedMessageId: '4' },
  }),
  ok(
    'sendBotMessage',
    'a text caught by the keyword rule',
    BOT,
    text('cometchat-guid-1', 'group', 'buy spam'),
  ),
  fail('sendBotMessage', 'an empty text', 400, 'ERR_EMPTY_MESSAGE_TEXT', BOT, text('superhero1', 'user', '')),
  fail('sendBotMessage', 'no category', 400, 'ERR_BAD_REQUEST', BOT, { body: { receiver: 'superhero1' } }),
  fail(
    'sendBotMessage',
    'a sender who is not a bot',
    404,
    'ERR_BOT_NOT_FOUND',
    'POST /bots/superhero1/messages',
    {
      ...text('superhero2', 'user', 'hi'),
    },
  ),
  fail('sendBotMessage', 'a receiver who blocked the bot', 403, 'ERR_BLOCKED_RECEIVER', BOT, {
    ...text('superhero4', 'user', 'hi'),
  }),
  ...bodyLimits('sendBotMessage', BOT),
  ...common('sendBotMessage', BOT, text('superhero1', 'user', 'hi')),

  ok('addReaction', 'an emoji on a group message', `POST /messages/4/reactions/${THUMBS}`, S1),
  ok('addReaction', 'a text reaction, one-to-one', 'POST /messages/2/reactions/:tada:', { as: 'superhero2' }),
  fail(
    'addReaction',
    'over 50 characters',
    400,
    'ERR_BAD_REQUEST',
    `POST /messages/4/reactions/${'x'.repeat(51)}`,
    S1,
  ),
  fail('addReaction', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', `POST /messages/4/reactions/${THUMBS}`),
  fail(
    'addReaction',
    'an unknown message',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    `POST /messages/99999/reactions/${THUMBS}`,
    S1,
  ),
  fail(
    'addReaction',
    'a blocked message',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    `POST /messages/7/reactions/${THUMBS}`,
    S1,
  ),
  fail(
    'addReaction',
    'an outsider',
    403,
    'ERR_MESSAGE_NO_ACCESS',
    `POST /messages/1/reactions/${THUMBS}`,
    S3,
  ),
  fail('addReaction', 'an unknown user', 404, 'ERR_UID_NOT_FOUND', `POST /messages/4/reactions/${THUMBS}`, {
    as: 'nobody',
  }),
  ...common('addReaction', `POST /messages/4/reactions/${THUMBS}`, S1),

  ok('listReactions', 'as a member', 'GET /messages/4/reactions', S1),
  ok(
    'listReactions',
    'before a cursor, as the app',
    'GET /messages/4/reactions?affix=prepend&id=999&limit=2',
  ),
  fail('listReactions', 'limit 0', 400, 'ERR_BAD_REQUEST', 'GET /messages/4/reactions?limit=0'),
  fail(
    'listReactions',
    'an unknown message',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    'GET /messages/99999/reactions',
  ),
  fail('listReactions', 'an outsider', 403, 'ERR_MESSAGE_NO_ACCESS', 'GET /messages/1/reactions', S3),
  ...common('listReactions', 'GET /messages/4/reactions'),

  ok('listReactionsByEmoji', 'one emoji', `GET /messages/4/reactions/${THUMBS}`, S1),
  fail(
    'listReactionsByEmoji',
    'limit 101',
    400,
    'ERR_BAD_REQUEST',
    `GET /messages/4/reactions/${THUMBS}?limit=101`,
  ),
  fail(
    'listReactionsByEmoji',
    'an unknown message',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    `GET /messages/99999/reactions/x`,
  ),
  fail(
    'listReactionsByEmoji',
    'an outsider',
    403,
    'ERR_MESSAGE_NO_ACCESS',
    `GET /messages/1/reactions/${THUMBS}`,
    S3,
  ),
  ...common('listReactionsByEmoji', `GET /messages/4/reactions/${THUMBS}`),

  ok('removeReaction', 'the reaction added above', `DELETE /messages/4/reactions/${THUMBS}`, S1),
  ok('removeReaction', 'a reaction the user does not have', 'DELETE /messages/4/reactions/:nope:', S1),
  fail('removeReaction', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', `DELETE /messages/4/reactions/${THUMBS}`),
  fail(
    'removeReaction',
    'an unknown message',
    404,
    'ERR_MESSAGE_ID_NOT_FOUND',
    'DELETE /messages/99999/reactions/x',
    S1,
  ),
  fail(
    'removeReaction',
    'an outsider',
    403,
    'ERR_MESSAGE_NO_ACCESS',
    `DELETE /messages/1/reactions/${THUMBS}`,
    S3,
  ),
  ...common('removeReaction', `DELETE /messages/4/reactions/${THUMBS}`, S1),

  ok('saveMessage', 'a group message', 'POST /messages/4/save', S1),
  ok('saveMessage', 'the same message again', 'POST /messages/4/save', S1),
  fail('saveMessage', 'no onBehalfOf', 400, 'ERR_BAD_REQUEST', 'POST /messages/4/save'),
  fail('saveMessage', 'an unknown message', 404, 'ERR_MESSAGE_ID_NOT_FOUND', 'POST /messages/99999/save', S1),
  fail('saveMessage', 'an outsider', 403, 'ERR_MESSAGE_NO_ACCESS', 'POST /messages/1/save', S3),
  ...common('saveMessage', 'POST /messages/4/save', S1),

  ok('listBlockedMessages', 'newest first', 'GET /moderation/blocked-messages?limit=5'),
  fail('listBlockedMessages', 'limit 0', 400, 'ERR_BAD_REQUEST', 'GET /moderation/blocked-messages?limit=0'),
  ...common('listBlockedMessages', 'GET /moderation/blocked-messages'),
];
