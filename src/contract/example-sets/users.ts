/** The named example sets of the users family's operations (see index.ts). */
import { type FamilySets, unknownUser, withBody } from './helpers.ts';

export const userExampleSets: FamilySets<'users'> = {
  createUser: [
    withBody('withToken', 'A user with metadata and tags, and a token', {}),
    withBody('minimal', 'A user with a uid and a name only', {}),
    {
      name: 'takenUid',
      summary: 'A uid a user already has',
      body: { uid: 'superhero2', name: 'Captain America' },
    },
  ],
  listUsers: [
    {
      name: 'search',
      summary: 'Users whose name or uid has "super"',
      parameters: { searchKey: 'super', perPage: 2 },
    },
    {
      name: 'seenByAUser',
      summary: 'Users as superhero4 sees them: the bot they blocked',
      parameters: { onBehalfOf: 'superhero4', searchKey: 'bot' },
    },
    {
      name: 'unknownViewer',
      summary: 'An acting user who does not exist',
      parameters: { onBehalfOf: 'nobody' },
    },
  ],
  getUser: [
    {
      name: 'user',
      summary: 'A user as another sees them',
      parameters: { uid: 'superhero1', onBehalfOf: 'superhero2' },
    },
    unknownUser(),
  ],
};
