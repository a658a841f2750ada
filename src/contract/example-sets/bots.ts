/** The named example sets of the bots family's operations (see index.ts). */
import { BOT, type FamilySets, withBody } from './helpers.ts';

export const botExampleSets: FamilySets<'bots'> = {
  sendBotMessage: [
    withBody('text', 'The bot greets a user', BOT),
    withBody('image', 'The bot posts an image to a group, quoting a message', BOT),
    withBody('multipleReceivers', 'The bot writes to two users and a group at once', BOT),
    withBody('custom', 'The bot shares a location', BOT),
    withBody('form', 'The bot sends a form', BOT),
    withBody('card', 'The bot sends a card to a group', BOT),
    withBody('scheduler', 'The bot offers a meeting', BOT),
    withBody('customInteractive', 'The bot asks a question of its own kind', BOT),
    {
      name: 'unknownBot',
      summary: 'A bot uid no user has',
      parameters: { uid: 'nobot' },
      body: {
        category: 'message',
        type: 'text',
        receiver: 'superhero1',
        receiverType: 'user',
        data: { text: 'Hi' },
      },
    },
  ],
};
