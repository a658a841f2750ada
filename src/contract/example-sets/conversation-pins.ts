/** The named example sets of the conversation-pins family's operations (see index.ts). */
import { AS_SUPERHERO1, type FamilySets, unknownGroup, unknownUser } from './helpers.ts';

// Each unpin follows its pin in the document's order, so the replay ends with no user pin left.
export const conversationPinExampleSets: FamilySets<'conversation-pins'> = {
  pinUserConversation: [
    {
      name: 'pin',
      summary: 'superhero1 pins their conversation with superhero2',
      parameters: { uid: 'superhero2', ...AS_SUPERHERO1 },
    },
    unknownUser(AS_SUPERHERO1),
  ],
  unpinUserConversation: [
    {
      name: 'unpin',
      summary: 'superhero1 unpins their conversation with superhero2',
      parameters: { uid: 'superhero2', ...AS_SUPERHERO1 },
    },
  ],
  pinGroupConversation: [
    {
      name: 'pin',
      summary: 'superhero1 pins the conversation of cometchat-guid-1',
      parameters: { guid: 'cometchat-guid-1', ...AS_SUPERHERO1 },
    },
    unknownGroup(AS_SUPERHERO1),
  ],
  unpinGroupConversation: [
    {
      name: 'unpin',
      summary: 'superhero1 unpins the conversation of cometchat-guid-1',
      parameters: { guid: 'cometchat-guid-1', ...AS_SUPERHERO1 },
    },
  ],
  replaceAppPinnedConversations: [
    { name: 'pinned', summary: 'The app pins cometchat-guid-1, then the conversations with superhero2' },
  ],
  listAppPinnedConversations: [{ name: 'pinned', summary: "The app's pinned conversations" }],
};
