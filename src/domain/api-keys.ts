/**
 * The app's API keys: creating, listing, reading, updating and deleting them. Authentication reads the
 * same table by key (http/auth.ts), so a key created here authenticates on the next request and a
 * deleted one is refused, with no copy of the keys anywhere else to keep in step.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { apiKeySelfAction, apiKeyUnknown } from '../contract/error-catalogue.ts';
import type { ApiKeyScope } from '../contract/limits.ts';
import type { ApiKeyRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { paginate, type Page, type PageOptions } from './pagination.ts';

export interface ApiKeyFilters extends PageOptions {
  scope?: ApiKeyScope | undefined;
  searchKey?: string | undefined;
}

/** As the answers show a key: its four fields, in the reference's order. */
const present = (k: ApiKeyRecord): ApiKeyRecord => ({
  apiKey: k.apiKey,
  name: k.name,
  scope: k.scope,
  createdAt: k.createdAt,
});

function requireKey(ctx: DomainContext, apiKey: string): ApiKeyRecord {
  const key = ctx.state.apiKeys.get(apiKey);
  if (!key) throw apiKeyUnknown(apiKey);
  return key;
}

/** A client may not change or delete the key it is calling with: it would lock itself out mid-call. */
function refuseSelf(apiKey: string, caller: string | undefined): void {
  if (caller === apiKey) throw apiKeySelfAction(apiKey);
}

/**
 * A new key of 40 lowercase hex characters, as the fixtures' and the real service's keys are. Derived
 * from the app's clock, the name and a sequence rather than drawn at random, as auth tokens are
 * (auth-tokens.ts), so that a test with a frozen clock gets the same keys every run; the sequence moves
 * on until the key is one the app does not hold.
 */
export function createApiKey(
  ctx: DomainContext,
  request: { name: string; scope?: ApiKeyScope | undefined },
): ApiKeyRecord {
  const { state } = ctx;
  const createdAt = ctx.clock.now();
  let sequence = state.apiKeys.size;
  let apiKey: string;
  do {
    sequence += 1;
    apiKey = bytesToHex(sha256(utf8ToBytes(`${request.name}\n${createdAt}\n${sequence}`))).slice(0, 40);
  } while (state.apiKeys.has(apiKey));
  const record: ApiKeyRecord = { apiKey, name: request.name, scope: request.scope ?? 'authOnly', createdAt };
  state.apiKeys.put(record);
  return present(record);
}

/** The app's keys in creation order; `scope` exact, `searchKey` anywhere in the name, any case. */
export function listApiKeys(ctx: DomainContext, filters: ApiKeyFilters): Page<ApiKeyRecord> {
  const search = filters.searchKey?.toLowerCase();
  const keys = ctx.state.apiKeys
    .list()
    .filter(
      (k) =>
        (filters.scope === undefined || k.scope === filters.scope) &&
        (search === undefined || k.name.toLowerCase().includes(search)),
    );
  const page = paginate(keys, filters.perPage, filters.page);
  return { data: page.data.map(present), meta: page.meta };
}

export function getApiKey(ctx: DomainContext, apiKey: string): ApiKeyRecord {
  return present(requireKey(ctx, apiKey));
}

/** What is sent changes, the rest stays; the new scope holds from the key's next request. */
export function updateApiKey(
  ctx: DomainContext,
  apiKey: string,
  changes: { name?: string | undefined; scope?: ApiKeyScope | undefined },
  caller: string | undefined,
): ApiKeyRecord {
  refuseSelf(apiKey, caller);
  const key = requireKey(ctx, apiKey);
  const updated: ApiKeyRecord = { ...key };
  if (changes.name !== undefined) updated.name = changes.name;
  if (changes.scope !== undefined) updated.scope = changes.scope;
  ctx.state.apiKeys.put(updated);
  return present(updated);
}

export function deleteApiKey(
  ctx: DomainContext,
  apiKey: string,
  caller: string | undefined,
): { success: true; message: string } {
  refuseSelf(apiKey, caller);
  requireKey(ctx, apiKey);
  ctx.state.apiKeys.delete(apiKey);
  return { success: true, message: `The Api Key ${apiKey} has been deleted successfully.` };
}
