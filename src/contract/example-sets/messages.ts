/** The named example sets of the messages family's operations (see index.ts). */
import {
  AS_SUPERHERO1,
  type FamilySets,
  unknownGroup,
  unknownMessage,
  unknownUser,
  withBody,
} from './helpers.ts';

export const messageExampleSets: FamilySets<'messages'> = {
  sendMessage: [
    withBody('text', 'superhero1 answers superhero2, quoting a message', AS_SUPERHERO1),
    withBody('media', 'superhero1 posts an image to a group', AS_SUPERHERO1),
    withBody('custom', 'superhero1 shares a location', AS_SUPERHERO1),
    withBody('multipleReceivers', 'superhero1 writes to two users and a group at once', AS_SUPERHERO1),
  ],
  listMessages: [
    { name: 'newest', summary: 'The newest messages of the app', parameters: { limit: 3 } },
    {
      name: 'groupMessages',
      summary: 'The newest group messages',
      parameters: { receiverType: 'group', limit: 2 },
    },
  ],
  getMessage: [
    {
      name: 'message',
      summary: 'An image message as its receiver sees it',
      parameters: { id: '11', onBehalfOf: 'superhero3' },
    },
    unknownMessage(),
  ],
  updateMessage: [
    withBody('text', 'superhero1 edits their message', { id: '2', ...AS_SUPERHERO1 }),
    { ...unknownMessage(), body: { data: { text: 'Edited' } } },
  ],
  deleteMessage: [
    {
      name: 'deleted',
      summary: 'superhero2 deletes their message, which stays as deleted',
      parameters: { id: '9', onBehalfOf: 'superhero2' },
      body: { permanent: false },
    },
    withBody('permanent', 'superhero5 deletes their message for good', {
      id: '13',
      onBehalfOf: 'superhero5',
    }),
  ],
  listGroupMessages: [
    {
      name: 'history',
      summary: "The group's newest messages",
      parameters: { guid: 'cometchat-guid-1', limit: 2 },
    },
    unknownGroup(),
  ],
  listUserMessages: [
    {
      name: 'history',
      summary: 'The one-to-one history of superhero1 and superhero3',
      parameters: { uid: 'superhero3', limit: 5, ...AS_SUPERHERO1 },
    },
    {
      name: 'calls',
      summary: 'The video call superhero2 placed to superhero3: placed, answered, ended',
      parameters: { uid: 'superhero3', onBehalfOf: 'superhero2' },
    },
    unknownUser(AS_SUPERHERO1),
  ],
};
