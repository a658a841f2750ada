/** The named example sets of the API keys family's operations (see index.ts). */
import type { ExampleSet, FamilySets } from './helpers.ts';
import { withBody } from './helpers.ts';

/** The fixtures' keys: the fullAccess one every example request is sent with, and the authOnly one. */
const FULL_ACCESS_KEY = { apiKey: 'c11f78eeed043134e2d346e0fd562e47cd2db510' };
const AUTH_ONLY_KEY = { apiKey: 'f10e3ee5dd7a5c1f634912afd2d3f5ede65b2770' };

const unknownKey: ExampleSet = {
  name: 'unknownKey',
  summary: 'A key the app does not have',
  parameters: { apiKey: '0000000000000000000000000000000000000000' },
};

const selfAction = (body?: unknown): ExampleSet => ({
  name: 'selfAction',
  summary: 'The key the request is sent with',
  parameters: FULL_ACCESS_KEY,
  ...(body === undefined ? {} : { body }),
});

export const apiKeyExampleSets: FamilySets<'api-keys'> = {
  createApiKey: [
    withBody('created', 'An authOnly key', {}),
    withBody('fullAccess', 'A fullAccess key, for a backend', {}),
  ],
  listApiKeys: [
    { name: 'keys', summary: 'Every key of the app', parameters: { perPage: 100 } },
    { name: 'authOnly', summary: 'The authOnly keys', parameters: { scope: 'authOnly' } },
    { name: 'search', summary: 'The keys whose name has "rest"', parameters: { searchKey: 'rest' } },
  ],
  getApiKey: [{ name: 'key', summary: "The fixtures' authOnly key", parameters: AUTH_ONLY_KEY }, unknownKey],
  updateApiKey: [
    withBody('renamed', "The fixtures' authOnly key renamed", AUTH_ONLY_KEY),
    selfAction({ scope: 'authOnly' }),
    { ...unknownKey, body: { name: 'Renamed' } },
  ],
  deleteApiKey: [
    { name: 'deleted', summary: "The fixtures' authOnly key deleted", parameters: AUTH_ONLY_KEY },
    selfAction(),
    unknownKey,
  ],
};
