/** The named example sets of the group-members family's operations (see index.ts). */
import { AS_SUPERHERO1, type FamilySets, unknownGroup, withBody } from './helpers.ts';

export const groupMemberExampleSets: FamilySets<'group-members'> = {
  addGroupMembers: [
    withBody('members', 'Members in every list join the public group created above', {
      guid: 'heroes-hangout',
    }),
    { ...unknownGroup(), body: { participants: ['superhero2'] } },
  ],
  listGroupMembers: [
    { name: 'members', summary: 'The members of x-men', parameters: { guid: 'x-men' } },
    {
      name: 'seenByAMember',
      summary: 'The first two members of cometchat-guid-1 as superhero2 sees them',
      parameters: { guid: 'cometchat-guid-1', onBehalfOf: 'superhero2', perPage: 2 },
    },
    unknownGroup(),
  ],
  kickGroupMember: [
    {
      name: 'kick',
      summary: 'A participant of the group created above is kicked',
      parameters: { guid: 'heroes-hangout', uid: 'superhero4' },
    },
  ],
  changeGroupMemberScope: [
    withBody('moderator', 'The owner makes a participant a moderator', {
      guid: 'cometchat-guid-1',
      uid: 'chatbot',
      ...AS_SUPERHERO1,
    }),
  ],
};
