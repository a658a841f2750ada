/** The named example sets of the auth-tokens family's operations (see index.ts). */
import { type FamilySets, unknownUser, withBody } from './helpers.ts';

/** superhero1's older token in the fixtures: read, updated, then deleted, in the document's order. */
const OLDER_TOKEN = { uid: 'superhero1', authToken: 'superhero1_1630306819bb88ff9cbfb34b044e38cc6c6104c343' };

export const authTokenExampleSets: FamilySets<'auth-tokens'> = {
  createAuthToken: [
    {
      name: 'token',
      summary: "superhero1's newest token, without force",
      parameters: { uid: 'superhero1' },
      body: { force: false },
    },
    withBody('force', 'A new token for the user created above', { uid: 'superhero6' }),
    { ...unknownUser(), body: {} },
  ],
  listAuthTokens: [
    { name: 'tokens', summary: "A user's tokens", parameters: { uid: 'superhero2', perPage: 5 } },
    unknownUser(),
  ],
  flushAuthTokens: [
    {
      name: 'flushed',
      summary: 'Every token of the user created above goes',
      parameters: { uid: 'superhero6' },
    },
    unknownUser(),
  ],
  getAuthToken: [
    { name: 'token', summary: 'A token of superhero1', parameters: OLDER_TOKEN },
    {
      name: 'othersToken',
      summary: "superhero1's token asked of superhero2",
      parameters: { ...OLDER_TOKEN, uid: 'superhero2' },
    },
  ],
  updateAuthToken: [
    withBody('web', 'The token is used by a web client', OLDER_TOKEN),
    {
      name: 'unknownToken',
      summary: 'A token the user does not hold',
      parameters: { uid: 'superhero1', authToken: 'superhero1_1600000000' },
      body: { platform: 'fcm_web' },
    },
  ],
  deleteAuthToken: [
    { name: 'deleted', summary: 'A token of superhero1 deleted', parameters: OLDER_TOKEN },
    unknownUser({ authToken: OLDER_TOKEN.authToken }),
  ],
};
