/** The named example sets of the banned-users family's operations (see index.ts). */
import { type FamilySets, unknownGroup } from './helpers.ts';

export const bannedUserExampleSets: FamilySets<'banned-users'> = {
  listBannedUsers: [
    { name: 'banned', summary: 'Who is banned from the group', parameters: { guid: 'cometchat-guid-1' } },
    unknownGroup(),
  ],
  banUser: [
    {
      name: 'ban',
      summary: 'A participant of the group created above is banned',
      parameters: { guid: 'heroes-hangout', uid: 'superhero3' },
    },
  ],
  unbanUser: [
    {
      name: 'unban',
      summary: 'The banned user is let back',
      parameters: { guid: 'cometchat-guid-1', uid: 'superhero5' },
    },
  ],
};
