import { apiKeyNotFound, apiKeyWithoutFullAccess, emptyApiKey } from '../contract/error-catalogue.ts';
import type { AppState } from '../store/state.ts';

/** The apikey header (README, "Apps, keys and regions") must hold a key of the app with the fullAccess scope. */
export function authenticate(state: AppState, header: string | string[] | undefined): void {
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || key.trim() === '') throw emptyApiKey();
  const record = state.apiKeys.get(key);
  if (!record) throw apiKeyNotFound();
  if (record.scope !== 'fullAccess') throw apiKeyWithoutFullAccess(record.scope);
}
