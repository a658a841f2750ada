/** The catalogue's errors of the app's API keys. */
import { ApiError } from './errors.ts';
import { keyShown } from './secrets.ts';

export const apiKeyUnknown = (apiKey: string): ApiError =>
  new ApiError('ERR_APIKEY_NOT_FOUND', `The API key ${keyShown(apiKey)} does not exist.`);

/** The key of the apikey header named in the path of an update or a delete: a client cannot lock itself out. */
export const apiKeySelfAction = (apiKey: string): ApiError =>
  new ApiError(
    'ERR_APIKEY_NO_SELF_ACTION',
    `The API key ${keyShown(apiKey)} sent in the apikey header cannot update or delete itself.`,
  );
