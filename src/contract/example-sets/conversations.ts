/** The named example sets of the conversations family's operations (see index.ts). */
import { AS_SUPERHERO1, type FamilySets, unknownGroup, unknownUser, withBody } from './helpers.ts';

export const conversationExampleSets: FamilySets<'conversations'> = {
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
  getGroupConversation: [
    {
      name: 'groupConversation',
      summary: 'The group conversation as superhero3 sees it',
      parameters: { guid: 'cometchat-guid-1', onBehalfOf: 'superhero3' },
    },
    unknownGroup({ onBehalfOf: 'superhero3' }),
  ],
  resetGroupConversation: [
    withBody('preserveOrder', 'superhero1 clears the history of avengers-hq for themselves', {
      guid: 'avengers-hq',
      ...AS_SUPERHERO1,
    }),
  ],
  resetUserConversation: [
    withBody('reset', 'superhero3 clears their history with superhero2', {
      uid: 'superhero2',
      onBehalfOf: 'superhero3',
    }),
    { ...unknownUser(AS_SUPERHERO1), body: { preserveOrder: true } },
  ],
  // Neither set erases: the sets run in document order, and later ones read these conversations.
  deleteConversation: [
    withBody('conversation', 'superhero2 clears the history of avengers-hq through the deprecated route', {
      conversationId: 'group_avengers-hq',
      onBehalfOf: 'superhero2',
    }),
    withBody('oneToOne', 'superhero3 clears their history with superhero1, keeping the messages', {
      conversationId: 'superhero1_user_superhero3',
      onBehalfOf: 'superhero3',
    }),
  ],
  updateUserConversation: [
    withBody('tagged', 'superhero1 tags their conversation with superhero3', {
      uid: 'superhero3',
      ...AS_SUPERHERO1,
    }),
    { ...unknownUser(AS_SUPERHERO1), body: { tags: ['archived-chat'] } },
  ],
  updateGroupConversation: [
    withBody('tagged', 'superhero3 tags the conversation of cometchat-guid-1', {
      guid: 'cometchat-guid-1',
      onBehalfOf: 'superhero3',
    }),
    { ...unknownGroup({ onBehalfOf: 'superhero3' }), body: { tags: ['mission-briefings'] } },
  ],
};
