/** The named example sets of the message-pins family's operations (see index.ts). */
import { AS_SUPERHERO1, type FamilySets, unknownMessage } from './helpers.ts';

export const messagePinExampleSets: FamilySets<'message-pins'> = {
  pinMessage: [{ name: 'pin', summary: 'The app pins message 2', parameters: { id: '2' } }, unknownMessage()],
  unpinMessage: [
    { name: 'unpin', summary: 'superhero1 unpins message 2', parameters: { id: '2', ...AS_SUPERHERO1 } },
    unknownMessage(AS_SUPERHERO1),
  ],
};
