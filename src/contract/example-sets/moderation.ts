/** The named example sets of the moderation family's operations (see ../examples/example-sets.ts). */
import { type FamilySets } from '../examples/example-set-helpers.ts';

export const moderationExampleSets: FamilySets<'moderation'> = {
  listBlockedMessages: [
    { name: 'blockedMessages', summary: 'The newest blocked message', parameters: { limit: 1 } },
  ],
};
