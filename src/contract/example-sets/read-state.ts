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
  markConversationDelivered: [
    withBody('upTo', 'superhero1 receives the conversation with superhero2 up to a message', {
      uid: 'superhero2',
      ...AS_SUPERHERO1,
    }),
  ],
  markGroupConversationDelivered: [
    withBody('upTo', 'superhero3 receives the group up to a message', {
      guid: 'cometchat-guid-1',
      onBehalfOf: 'superhero3',
    }),
  ],
  markConversationUnread: [
    withBody('from', 'superhero1 marks the conversation with superhero2 unread from a message', {
      uid: 'superhero2',
      ...AS_SUPERHERO1,
    }),
  ],
  markGroupConversationUnread: [
    withBody('from', 'superhero3 marks the group unread from a message', {
      guid: 'cometchat-guid-1',
      onBehalfOf: 'superhero3',
    }),
  ],
};
