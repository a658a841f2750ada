/**
 * Who can act and be reached. A deactivated user is kept and read (GET /users/{uid}, the lists that
 * name them), but as an actor (`onBehalfOf`), sender, receiver, new member, new friend, owner or for a
 * new token it is refused with ERR_UID_NOT_FOUND saying so (docs/decisions/deactivated-users.md).
 */
import { uidDeactivated, uidNotFound } from '../contract/error-catalogue.ts';
import type { ApiError } from '../contract/errors.ts';
import type { AppState, UserRecord } from '../store/state.ts';

export const isDeactivated = (user: UserRecord): boolean => user.deactivatedAt !== undefined;

/** Why `uid` cannot act or be reached, or undefined when it can: for answers with a result per uid. */
export function inactiveReason(state: AppState, uid: string): ApiError | undefined {
  const user = state.users.get(uid);
  if (!user) return uidNotFound(uid);
  return isDeactivated(user) ? uidDeactivated(uid) : undefined;
}

/** The user, existing and active; else the request's error. */
export function requireActiveUser(state: AppState, uid: string): UserRecord {
  const reason = inactiveReason(state, uid);
  if (reason) throw reason;
  return state.users.get(uid)!;
}
