/** The named example sets of the interactions family's operations (see index.ts). */
import { AS_SUPERHERO1, type FamilySets, unknownMessage, withBody } from './helpers.ts';

export const interactionExampleSets: FamilySets<'interactions'> = {
  markMessageInteracted: [
    // Message 23 is the form the bots family's `form` set sends superhero1, earlier in the document.
    withBody('interacted', 'superhero1 fills in the first field of the bot’s form', {
      id: '23',
      ...AS_SUPERHERO1,
    }),
    { ...unknownMessage(AS_SUPERHERO1), body: { interactions: ['element1'] } },
  ],
};
