/** The named example sets of the read-state family's operations (see index.ts). */
import { AS_SUPERHERO1, type FamilySets, withBody } from './helpers.ts';

export const readStateExampleSets: FamilySets<'read-state'> = {
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
};
