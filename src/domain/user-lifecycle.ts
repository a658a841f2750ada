/**
 * The users' lifecycle (SPEC 16): updating a profile, deactivating and reactivating users, deleting
 * one (a deactivation, or an erasure with `permanent: true`). A deactivated user keeps everything it
 * had and comes back as it was; the rules of who can act are in user-lookup.ts. None of these fires a
 * webhook: the real service has no trigger for them.
 */
import {
  systemUserProtected,
  uidNotFound,
  userFieldsSetAndUnset,
  userMetadataTooLarge,
} from '../contract/error-catalogue.ts';
import { METADATA_MAX_BYTES, SYSTEM_UID, type USER_UNSETTABLE } from '../contract/limits.ts';
import type { JsonObject, UserRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { type UserView, presentUser } from './present.ts';
import { eraseUser } from './user-erasure.ts';
import { isDeactivated, requireActiveUser } from './user-lookup.ts';
import { jsonBytes } from './json-size.ts';
import { roleIdOf } from './roles.ts';

export interface UpdateUserBody {
  name?: string;
  avatar?: string;
  link?: string;
  role?: string;
  statusMessage?: string;
  metadata?: JsonObject;
  tags?: string[];
  unset?: (typeof USER_UNSETTABLE)[number][];
}

function checkMetadata(metadata: JsonObject | undefined): void {
  if (metadata === undefined) return;
  const bytes = jsonBytes(metadata);
  if (bytes > METADATA_MAX_BYTES) throw userMetadataTooLarge(bytes);
}

/** The user's record with the body's changes; every other field, the uid first, stays. */
function updatedRecord(user: UserRecord, body: UpdateUserBody, now: number): UserRecord {
  const { unset, ...set } = body;
  const record: UserRecord = { ...user };
  for (const field of unset ?? []) delete record[field];
  for (const [field, value] of Object.entries(set) as [keyof typeof set, unknown][]) {
    if (value !== undefined) Object.assign(record, { [field]: value });
  }
  if (set.tags !== undefined) record.tags = [...set.tags];
  record.updatedAt = now;
  return record;
}

export function updateUser(ctx: DomainContext, uid: string, body: UpdateUserBody): UserView {
  const { state } = ctx;
  const both = (body.unset ?? []).filter((field) => body[field] !== undefined);
  if (both.length > 0) throw userFieldsSetAndUnset(both);
  checkMetadata(body.metadata);
  if (!state.users.has(uid)) throw uidNotFound(uid);
  if (uid === SYSTEM_UID) throw systemUserProtected(uid, 'updated');
  const user = requireActiveUser(state, uid);
  const role = body.role === undefined ? undefined : roleIdOf(state, body.role);
  const record = updatedRecord(user, { ...body, role }, ctx.clock.now());
  state.users.put(record);
  return presentUser(state, record);
}

/** Deactivates `user` unless it already is: a retry keeps the first `deactivatedAt`. */
function deactivate(ctx: DomainContext, user: UserRecord): void {
  if (!isDeactivated(user)) ctx.state.users.put({ ...user, deactivatedAt: ctx.clock.now() });
}

export function deleteUser(
  ctx: DomainContext,
  uid: string,
  options: { permanent?: boolean | undefined },
): { success: true; message: string } {
  const user = ctx.state.users.get(uid);
  if (!user) throw uidNotFound(uid);
  if (uid === SYSTEM_UID) throw systemUserProtected(uid, 'deleted');
  if (options.permanent === true) eraseUser(ctx, uid);
  else deactivate(ctx, user);
  return { success: true, message: `User with ${uid} has been deleted successfully.` };
}

/** The listed users that exist, each once, in the order first listed. */
function existing(ctx: DomainContext, uids: readonly string[]): UserRecord[] {
  const users = new Map<string, UserRecord>();
  for (const uid of uids) {
    const user = ctx.state.users.get(uid);
    if (user && !users.has(uid)) users.set(uid, user);
  }
  return [...users.values()];
}

export function deactivateUsers(ctx: DomainContext, uids: readonly string[]): { deactivatedUids: string[] } {
  const users = existing(ctx, uids);
  // Checked before any change: a request naming the system user changes nobody.
  if (users.some((user) => user.uid === SYSTEM_UID)) throw systemUserProtected(SYSTEM_UID, 'deactivated');
  for (const user of users) deactivate(ctx, user);
  return { deactivatedUids: users.map((user) => user.uid) };
}

export function reactivateUsers(
  ctx: DomainContext,
  uids: readonly string[],
): { nonDeactivatedUids: string[] } {
  const users = existing(ctx, uids);
  for (const user of users) {
    if (!isDeactivated(user)) continue;
    const { deactivatedAt: _gone, ...active } = user;
    ctx.state.users.put(active);
  }
  return { nonDeactivatedUids: users.map((user) => user.uid) };
}
