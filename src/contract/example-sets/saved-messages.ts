/** The named example sets of the saved-messages family's operations (see index.ts). */
import { AS_SUPERHERO1, type FamilySets } from './helpers.ts';

export const savedMessageExampleSets: FamilySets<'saved-messages'> = {
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
};
