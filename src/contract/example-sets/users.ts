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
    {
      name: 'deactivatedUser',
      summary: 'The user deactivated above: still read, with deactivatedAt',
      parameters: { uid: 'superhero7' },
    },
    unknownUser(),
  ],
  updateUser: [
    withBody('profile', "The user created above gets the reference example's profile", { uid: 'superhero6' }),
    withBody('unsetAvatar', 'The user created above loses the avatar', { uid: 'superhero6' }),
    {
      name: 'systemUser',
      summary: 'The system user, which nobody changes',
      parameters: { uid: 'app_system' },
      body: { name: 'Robot' },
    },
    {
      name: 'deactivatedUser',
      summary: 'The user deactivated above',
      parameters: { uid: 'superhero7' },
      body: { name: 'Wonder Woman' },
    },
  ],
  // /users/{uid} comes after /users in a replay: superhero7, created and deactivated there, goes here.
  deleteUser: [
    withBody('deactivate', 'The user deactivated above, deactivated again', { uid: 'superhero7' }),
    withBody('erase', 'The same user erased', { uid: 'superhero7' }),
    {
      name: 'systemUser',
      summary: 'The system user, which nobody deletes',
      parameters: { uid: 'app_system' },
      body: { permanent: false },
    },
    { name: 'unknownUser', summary: 'A uid no user has', parameters: { uid: 'nobody' }, body: {} },
  ],
  // Reactivation comes before deactivation in a replay (PUT before DELETE): both users are active.
  reactivateUsers: [{ name: 'two', summary: 'Two users, both active', body: undefined }],
  deactivateUsers: [
    { name: 'two', summary: 'The minimal user created above, and a uid nobody has', body: undefined },
    {
      name: 'systemUser',
      summary: 'The system user, which nobody deactivates',
      body: { uidsToDeactivate: ['app_system'] },
    },
  ],
};
