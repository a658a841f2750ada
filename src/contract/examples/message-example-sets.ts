/** The named example sets of messages, reactions, read marks and conversations. */
import type { OperationId } from '../operations.ts';
import {
  unknownUser,
  unknownGroup,
  unknownMessage,
  BOT,
  AS_SUPERHERO1,
  withBody,
  type ExampleSet,
} from './example-set-helpers.ts';

export const MESSAGE_EXAMPLE_SETS: Partial<Record<OperationId, ExampleSet[]>> = {
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
  resetGroupConversation: [
    withBody('preserveOrder', 'superhero1 clears the history of avengers-hq for themselves', {
      guid: 'avengers-hq',
      ...AS_SUPERHERO1,
    }),
  ],
  getGroupConversation: [
    {
      name: 'groupConversation',
      summary: 'The group conversation as superhero3 sees it',
      parameters: { guid: 'cometchat-guid-1', onBehalfOf: 'superhero3' },
    },
    unknownGroup({ onBehalfOf: 'superhero3' }),
  ],
  markConversationRead: [
    withBody('upTo', 'superhero1 reads the conversation with superhero2 up to a message', {
      uid: 'superhero2',
      ...AS_SUPERHERO1,
    }),
  ],
  markGroupConversationRead: [
    withBody('upTo', 'superhero3 reads the group up to a message', {
      guid: 'cometchat-guid-1',
      onBehalfOf: 'superhero3',
    }),
  ],
  addReaction: [
    {
      name: 'react',
      summary: 'superhero3 reacts to a group message',
      parameters: { id: '5', reaction: ':heart:', onBehalfOf: 'superhero3' },
    },
    unknownMessage({ reaction: ':heart:', onBehalfOf: 'superhero3' }),
  ],
  removeReaction: [
    {
      name: 'unreact',
      summary: 'superhero3 takes back a reaction',
      parameters: { id: '4', reaction: ':thumbsup:', onBehalfOf: 'superhero3' },
    },
  ],
  listReactionsByEmoji: [
    {
      name: 'byReaction',
      summary: 'Who reacted with one reaction',
      parameters: { 'path.id': '2', reaction: ':thumbsup:' },
    },
  ],
  listReactions: [
    { name: 'reactions', summary: "A message's reactions", parameters: { 'path.id': '2', limit: 5 } },
    { name: 'unknownMessage', summary: 'An id no message has', parameters: { 'path.id': '99999' } },
  ],
  saveMessage: [
    {
      name: 'save',
      summary: 'superhero4 saves their message',
      parameters: { id: '12', onBehalfOf: 'superhero4' },
    },
  ],
  unsaveMessage: [
    { name: 'unsave', summary: 'superhero1 unsaves a message', parameters: { id: '2', ...AS_SUPERHERO1 } },
  ],
  sendMessage: [
    withBody('text', 'superhero1 answers superhero2, quoting a message', AS_SUPERHERO1),
    withBody('media', 'superhero1 posts an image to a group', AS_SUPERHERO1),
    withBody('custom', 'superhero1 shares a location', AS_SUPERHERO1),
    withBody('multipleReceivers', 'superhero1 writes to two users and a group at once', AS_SUPERHERO1),
  ],
  listMessages: [
    {
      name: 'groupMessages',
      summary: 'The newest group messages',
      parameters: { receiverType: 'group', limit: 2 },
    },
  ],
  updateMessage: [
    withBody('text', 'superhero1 edits their message', { id: '2', ...AS_SUPERHERO1 }),
    { ...unknownMessage(), body: { data: { text: 'Edited' } } },
  ],
  deleteMessage: [
    withBody('permanent', 'superhero5 deletes their message for good', {
      id: '13',
      onBehalfOf: 'superhero5',
    }),
  ],
  getMessage: [
    {
      name: 'message',
      summary: 'An image message as its receiver sees it',
      parameters: { id: '11', onBehalfOf: 'superhero3' },
    },
    unknownMessage(),
  ],
  listBlockedMessages: [
    { name: 'blockedMessages', summary: 'The newest blocked message', parameters: { limit: 1 } },
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
  listConversations: [
    {
      name: 'conversations',
      summary: "superhero4's conversations",
      parameters: { onBehalfOf: 'superhero4', perPage: 5 },
    },
  ],
  getConversation: [
    {
      name: 'conversation',
      summary: 'A one-to-one conversation by its id',
      parameters: { conversationId: 'superhero1_user_superhero3', ...AS_SUPERHERO1 },
    },
  ],
  getUserConversation: [
    {
      name: 'conversation',
      summary: 'The conversation of superhero1 with superhero3',
      parameters: { uid: 'superhero3', ...AS_SUPERHERO1 },
    },
    unknownUser(AS_SUPERHERO1),
  ],
};
