/**
 * Named example sets: for each operation, whole requests against the fixtures, each under one name
 * that its parameter examples, its body example and its documented answer share. Contract-testing
 * tools that replay a document's examples (Specmatic, and Portman or Schemathesis with explicit
 * examples) pair a request with its response by that name.
 *
 * They are written for a replay in the order of the document, against a freshly started sandbox: a
 * set that changes state changes records no later set reads, or creates its own first (superhero6 and
 * heroes-hangout come from the createUser and createGroup sets).
 * The documented answers are recorded from such a replay (`npm run build:openapi`); the replay test
 * sends them again.
 */
import type { OperationId } from '../operations.ts';

export interface ExampleSet {
  /** The name shared by the request's examples and the answer's. */
  name: string;
  summary: string;
  /**
   * Values of the operation's parameters, by their names in the request (path, query, header); by
   * `path.id` and `query.id` where the operation has both.
   */
  parameters?: Record<string, string | number | boolean>;
  /**
   * The request body. Without it, the operation's body example of the same name is the set's body
   * (the bodies of the writes are written beside their operations).
   */
  body?: unknown;
}

const unknownUser = (parameters: Record<string, string | number> = {}): ExampleSet => ({
  name: 'unknownUser',
  summary: 'A uid no user has',
  parameters: { uid: 'nobody', ...parameters },
});

const unknownGroup = (parameters: Record<string, string | number> = {}): ExampleSet => ({
  name: 'unknownGroup',
  summary: 'A guid no group has',
  parameters: { guid: 'no-such-group', ...parameters },
});

const unknownMessage = (parameters: Record<string, string | number> = {}): ExampleSet => ({
  name: 'unknownMessage',
  summary: 'An id no message has',
  parameters: { id: '99999', ...parameters },
});

const BOT = { uid: 'chatbot' };
const AS_SUPERHERO1 = { onBehalfOf: 'superhero1' };

/** A set completing the operation's body example `name` with the parameters it needs. */
const withBody = (name: string, summary: string, parameters: ExampleSet['parameters']): ExampleSet => ({
  name,
  summary,
  parameters,
});

export const EXAMPLE_SETS: Record<OperationId, ExampleSet[]> = {
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
  createUser: [
    withBody('withToken', 'A user with metadata and tags, and a token', {}),
    withBody('minimal', 'A user with a uid and a name only', {}),
    {
      name: 'takenUid',
      summary: 'A uid a user already has',
      body: { uid: 'superhero2', name: 'Captain America' },
    },
  ],
  listUsers: [
    {
      name: 'search',
      summary: 'Users whose name or uid has "super"',
      parameters: { searchKey: 'super', perPage: 2 },
    },
    {
      name: 'seenByAUser',
      summary: 'Users as superhero4 sees them: the bot they blocked',
      parameters: { onBehalfOf: 'superhero4', searchKey: 'bot' },
    },
    {
      name: 'unknownViewer',
      summary: 'An acting user who does not exist',
      parameters: { onBehalfOf: 'nobody' },
    },
  ],
  createAuthToken: [
    withBody('force', 'A new token for the user created above', { uid: 'superhero6' }),
    { ...unknownUser(), body: {} },
  ],
  listAuthTokens: [
    { name: 'tokens', summary: "A user's tokens", parameters: { uid: 'superhero2', perPage: 5 } },
    unknownUser(),
  ],
  blockUsers: [
    withBody('two', 'The user created above blocks a user and a uid nobody has', { uid: 'superhero6' }),
  ],
  unblockUsers: [withBody('two', 'The user created above unblocks them again', { uid: 'superhero6' })],
  listBlockedUsers: [
    { name: 'blocked', summary: 'Whom superhero4 blocked', parameters: { uid: 'superhero4' } },
    unknownUser(),
  ],
  createGroup: [
    withBody('public', 'A public group', {}),
    withBody('withMembers', 'A group with members, one of them unknown', AS_SUPERHERO1),
    withBody('password', 'A password group with its owner', {}),
    {
      name: 'takenGuid',
      summary: 'A guid a group already has',
      body: { guid: 'avengers-hq', name: 'Avengers HQ', type: 'public' },
    },
  ],
  listGroups: [
    {
      name: 'joined',
      summary: 'The groups superhero2 joined',
      parameters: { onBehalfOf: 'superhero2', hasJoined: true, perPage: 5 },
    },
  ],
  addGroupMembers: [
    withBody('members', 'Members in every list join the public group created above', {
      guid: 'heroes-hangout',
    }),
    { ...unknownGroup(), body: { participants: ['superhero2'] } },
  ],
  listGroupMembers: [
    { name: 'members', summary: 'The members of x-men', parameters: { guid: 'x-men' } },
    unknownGroup(),
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
  listBannedUsers: [
    { name: 'banned', summary: 'Who is banned from the group', parameters: { guid: 'cometchat-guid-1' } },
    unknownGroup(),
  ],
  unbanUser: [
    {
      name: 'unban',
      summary: 'The banned user is let back',
      parameters: { guid: 'cometchat-guid-1', uid: 'superhero5' },
    },
  ],
  banUser: [
    {
      name: 'ban',
      summary: 'A participant of the group created above is banned',
      parameters: { guid: 'heroes-hangout', uid: 'superhero3' },
    },
  ],
  kickGroupMember: [
    {
      name: 'kick',
      summary: 'A participant of the group created above is kicked',
      parameters: { guid: 'heroes-hangout', uid: 'superhero4' },
    },
  ],
  changeGroupMemberScope: [
    withBody('moderator', 'The owner makes a participant a moderator', {
      guid: 'cometchat-guid-1',
      uid: 'chatbot',
      ...AS_SUPERHERO1,
    }),
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
  getUser: [
    {
      name: 'user',
      summary: 'A user as another sees them',
      parameters: { uid: 'superhero1', onBehalfOf: 'superhero2' },
    },
    unknownUser(),
  ],
  getGroup: [
    { name: 'group', summary: 'A password group', parameters: { guid: 'avengers-hq' } },
    unknownGroup(),
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
