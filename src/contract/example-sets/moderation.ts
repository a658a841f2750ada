/** The named example sets of the moderation family's operations (see index.ts). */
import { type FamilySets } from './helpers.ts';

export const moderationExampleSets: FamilySets<'moderation'> = {
  listBlockedMessages: [
    { name: 'blockedMessages', summary: 'The newest blocked message', parameters: { limit: 1 } },
  ],
};
