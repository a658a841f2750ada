/** The named example sets of users, auth tokens, blocks, groups, members and bans. */
import type { OperationId } from '../operations.ts';
import {
  unknownUser,
  unknownGroup,
  AS_SUPERHERO1,
  withBody,
  type ExampleSet,
} from './example-set-helpers.ts';

export const PEOPLE_EXAMPLE_SETS: Partial<Record<OperationId, ExampleSet[]>> = {
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
  createAuthToken: [
    withBody('force', 'A new token for the user created above', { uid: 'superhero6' }),
    { ...unknownUser(), body: {} },
  ],
  listAuthTokens: [
    { name: 'tokens', summary: "A user's tokens", parameters: { uid: 'superhero2', perPage: 5 } },
    unknownUser(),
  ],
  blockUsers: [
    withBody('two', 'The user created above blocks a user and a uid nobody has', { uid: 'superhero6' }),
  ],
  unblockUsers: [withBody('two', 'The user created above unblocks them again', { uid: 'superhero6' })],
  listBlockedUsers: [
    { name: 'blocked', summary: 'Whom superhero4 blocked', parameters: { uid: 'superhero4' } },
    unknownUser(),
  ],
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
  listBannedUsers: [
    { name: 'banned', summary: 'Who is banned from the group', parameters: { guid: 'cometchat-guid-1' } },
    unknownGroup(),
  ],
  unbanUser: [
    {
      name: 'unban',
      summary: 'The banned user is let back',
      parameters: { guid: 'cometchat-guid-1', uid: 'superhero5' },
    },
  ],
  banUser: [
    {
      name: 'ban',
      summary: 'A participant of the group created above is banned',
      parameters: { guid: 'heroes-hangout', uid: 'superhero3' },
    },
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
  getUser: [
    {
      name: 'user',
      summary: 'A user as another sees them',
      parameters: { uid: 'superhero1', onBehalfOf: 'superhero2' },
    },
    unknownUser(),
  ],
  getGroup: [
    { name: 'group', summary: 'A password group', parameters: { guid: 'avengers-hq' } },
    unknownGroup(),
  ],
};
