/** The named example sets of the groups family's operations (see index.ts). */
import { AS_SUPERHERO1, type FamilySets, unknownGroup, withBody } from './helpers.ts';

export const groupExampleSets: FamilySets<'groups'> = {
  createGroup: [
    withBody('public', 'A public group', {}),
    withBody('withMembers', 'A group with members, one of them unknown', AS_SUPERHERO1),
    withBody('password', 'A password group with its owner', {}),
    {
      name: 'takenGuid',
      summary: 'A guid a group already has',
      body: { guid: 'avengers-hq', name: 'Avengers HQ', type: 'public' },
    },
  ],
  listGroups: [
    {
      name: 'joined',
      summary: 'The groups superhero2 joined',
      parameters: { onBehalfOf: 'superhero2', hasJoined: true, perPage: 5 },
    },
  ],
  getGroup: [
    { name: 'group', summary: 'A password group', parameters: { guid: 'avengers-hq' } },
    unknownGroup(),
  ],
  updateGroup: [
    withBody('rename', 'Its admin renames a group', { guid: 'heroes-lounge', ...AS_SUPERHERO1 }),
    {
      name: 'notAdmin',
      summary: 'A participant may not change the group',
      parameters: { guid: 'heroes-lounge', onBehalfOf: 'superhero3' },
      body: { name: 'Taken over' },
    },
    { ...unknownGroup(), body: { name: 'Nowhere' } },
  ],
  deleteGroup: [
    { name: 'deleted', summary: 'The app deletes a group', parameters: { guid: 'shield-hq' } },
    unknownGroup(),
  ],
};
