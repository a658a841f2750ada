/** Messages from bots. */
import { botMessageRequestExamples } from '../examples/bot-message-examples.ts';
import { formMessage } from '../examples/interactive-examples.ts';
import { botTextMessage, messageExample } from '../examples/message-examples.ts';
import { BOT } from '../examples/people-examples.ts';
import { paramRef } from '../parameters.ts';
import { dataOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { family } from '../operation-record.ts';

function imageWithQuote() {
  const quoted = messageExample({
    id: '10',
    sender: 'superhero2',
    to: { group: 5 },
    data: { text: 'Show me the new suit!' },
    sentAt: 1700299000,
  });
  const attachment = {
    url: 'https://data-us.cometchat.io/assets/images/blueprints/mark-42.jpeg',
    name: 'mark-42.jpeg',
    mimeType: 'image/jpeg',
    extension: 'jpeg',
    size: 4761,
  };
  const message = messageExample({
    id: '14',
    sender: BOT,
    to: { group: 5 },
    type: 'image',
    data: { attachments: [attachment] },
    sentAt: 1700300100,
  });
  return { ...message, tags: ['blueprints'], quotedMessage: quoted };
}

export const botOperations = family('bots', {
  sendBotMessage: {
    method: 'post',
    path: '/bots/{uid}/messages',
    body: 'required',
    errors: [
      'ERR_INVALID_RECEIVER_TYPE',
      'ERR_EMPTY_MESSAGE_TEXT',
      'ERR_INVALID_MESSAGE_DATA',
      'ERR_EMPTY_CUSTOM_DATA',
      'ERR_UID_NOT_FOUND',
      'ERR_BOT_NOT_FOUND',
      'ERR_GUID_NOT_FOUND',
      'ERR_MESSAGE_ID_NOT_FOUND',
      'ERR_NOT_A_MEMBER',
      'ERR_BLOCKED_RECEIVER',
    ],
    document: () => ({
      summary: 'Send a message from a bot',
      description: [
        'Sends a message from the bot `uid` to a user or a group (`receiver`, `receiverType`) and/or to every user and group of `multipleReceivers` (one copy each, each with its own id).',
        'The body is chosen by `category`: `message` (text or media), `interactive` (chosen by `type`: card, form, customInteractive, scheduler) or `custom`.',
        'The bot must be a member of a receiving group, and a receiving user must not have blocked it. A text message needs a non-empty `data.text`, a media message at least one attachment, a custom message an object `data.customData`. In interactive messages the `interactionGoal.elementIds` must name elements of the message, element ids are unique, and a scheduler needs `from` < `to` and `dateRangeStart` ≤ `dateRangeEnd`.',
        'The answer is the created message (for `receiver` when given, else the first copy), with `quotedMessage` when `quotedMessageId` was sent and `data.moderation` when the app has moderation rules.',
      ].join('\n\n'),
      parameters: [paramRef('botUid')],
      body: {
        schema: 'BotMessageRequest',
        description:
          'The message; its `category` (and for interactive messages its `type`) selects the shape.',
        examples: botMessageRequestExamples(),
      },
      success: {
        description: 'The created message.',
        schema: dataOf(ref('Message'), 'The created message.'),
        examples: {
          text: { summary: 'Text message to a user', value: { data: botTextMessage() } },
          image: {
            summary: 'Image message to a group, quoting a message',
            value: { data: imageWithQuote() },
          },
          form: {
            summary: 'Interactive form',
            value: {
              data: messageExample({
                id: '13',
                sender: BOT,
                to: 'superhero1',
                category: 'interactive',
                type: 'form',
                data: formMessage().data,
                sentAt: 1700300050,
                moderation: true,
              }),
            },
          },
        },
      },
      badRequestDetails: { 'data.interactiveData.formFields.0.label': ['must be a string'] },
    }),
  },
});
