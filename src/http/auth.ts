import { ApiError } from '../contract/errors.ts';
import type { AppState } from '../store/state.ts';

/** SPEC 3: the apikey header must hold a key of the app with the fullAccess scope. */
export function authenticate(state: AppState, header: string | string[] | undefined): void {
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key.trim() === '') {
    throw new ApiError('AUTH_ERR_EMPTY_APIKEY', 'The apikey header is missing or empty.');
  }
  const record = state.apiKeys.get(key);
  if (!record) {
    throw new ApiError('AUTH_ERR_APIKEY_NOT_FOUND', 'The apikey is not a key of this app.');
  }
  if (record.scope !== 'fullAccess') {
    throw new ApiError(
      'AUTH_ERR_NO_ACCESS',
      `The apikey has the scope '${record.scope}'; this operation needs a key with the fullAccess scope.`,
    );
  }
}
