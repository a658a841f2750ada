/** The named example sets of the auth-tokens family's operations (see index.ts). */
import { type FamilySets, unknownUser, withBody } from './helpers.ts';

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
};
