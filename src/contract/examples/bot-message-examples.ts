/** Bodies of sendBotMessage: one per category, one per interactive type. */
import type { ExampleObject } from 'openapi3-ts/oas30';
import { BOT, GUID } from './people-examples.ts';
import { cardMessage, formMessage, schedulerMessage } from './interactive-examples.ts';

export function botMessageRequestExamples(): Record<string, ExampleObject> {
  return {
    text: {
      summary: 'Text message to a user',
      value: {
        category: 'message',
        type: 'text',
        receiver: 'superhero1',
        receiverType: 'user',
        muid: 'chatbot-welcome-1',
        data: { text: 'Hi Iron Man! How can I help you today?', metadata: { intent: 'welcome' } },
      },
    },
    image: {
      summary: 'Image message to a group, quoting a message',
      value: {
        category: 'message',
        type: 'image',
        receiver: GUID,
        receiverType: 'group',
        quotedMessageId: '10',
        tags: ['blueprints'],
        data: {
          attachments: [
            {
              url: 'https://data-us.cometchat.io/assets/images/blueprints/mark-42.jpeg',
              name: 'mark-42.jpeg',
              mimeType: 'image/jpeg',
              extension: 'jpeg',
              size: '4761',
            },
          ],
        },
      },
    },
    multipleReceivers: {
      summary: 'Text message to several users and a group',
      value: {
        category: 'message',
        type: 'text',
        multipleReceivers: { uids: ['superhero1', 'superhero2'], guids: [GUID] },
        data: { text: 'The chat will be down for maintenance tonight from 23:00 to 23:30 UTC.' },
      },
    },
    custom: {
      summary: 'Custom message',
      value: {
        category: 'custom',
        type: 'location',
        receiver: 'superhero2',
        receiverType: 'user',
        data: { customData: { latitude: 40.7484, longitude: -73.9857, label: 'Avengers Tower' } },
      },
    },
    form: { summary: 'Interactive form', value: formMessage() },
    card: { summary: 'Interactive card', value: cardMessage() },
    scheduler: { summary: 'Interactive scheduler', value: schedulerMessage() },
    customInteractive: {
      summary: 'Custom interactive message',
      value: {
        category: 'interactive',
        type: 'customInteractive',
        receiver: 'superhero1',
        receiverType: 'user',
        data: {
          interactionGoal: { type: 'anyAction' },
          allowSenderInteraction: false,
          interactiveData: {
            question: 'Which suit should Iron Man wear tonight?',
            choices: ['Mark 42', 'Mark 50', 'Hulkbuster'],
            sentBy: BOT,
          },
        },
      },
    },
  };
}
