/** The named example sets of the blocked-users family's operations (see index.ts). */
import { type FamilySets, unknownUser, withBody } from './helpers.ts';

export const blockedUserExampleSets: FamilySets<'blocked-users'> = {
  blockUsers: [
    withBody('two', 'The user created above blocks a user and a uid nobody has', { uid: 'superhero6' }),
  ],
  unblockUsers: [withBody('two', 'The user created above unblocks them again', { uid: 'superhero6' })],
  listBlockedUsers: [
    { name: 'blocked', summary: 'Whom superhero4 blocked', parameters: { uid: 'superhero4' } },
    unknownUser(),
  ],
};
