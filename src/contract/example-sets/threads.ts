/** The named example sets of the threads family's operations (see index.ts). */
import { AS_SUPERHERO1, type FamilySets, unknownMessage, withBody } from './helpers.ts';

export const threadExampleSets: FamilySets<'threads'> = {
  sendThreadMessage: [
    withBody('reply', "superhero1 answers superhero2's briefing in its thread", {
      id: '3',
      ...AS_SUPERHERO1,
    }),
    { ...unknownMessage(AS_SUPERHERO1), body: { category: 'message', data: { text: 'Hello?' } } },
  ],
  listThreadMessages: [
    // The message lists' cursor is a query `id` too.
    {
      name: 'replies',
      summary: 'The replies to message 3',
      parameters: { 'path.id': '3', ...AS_SUPERHERO1 },
    },
    { name: 'unknownMessage', summary: 'An id no message has', parameters: { 'path.id': '99999' } },
  ],
  listThreads: [
    { name: 'threads', summary: 'The threads superhero1 takes part in', parameters: { ...AS_SUPERHERO1 } },
  ],
  subscribeThread: [
    { name: 'subscribe', summary: 'superhero1 follows message 2', parameters: { id: '2', ...AS_SUPERHERO1 } },
    unknownMessage(AS_SUPERHERO1),
  ],
  unsubscribeThread: [
    {
      name: 'unsubscribe',
      summary: 'superhero1 stops following message 2',
      parameters: { id: '2', ...AS_SUPERHERO1 },
    },
    unknownMessage(AS_SUPERHERO1),
  ],
};
