/**
 * Blocking between users: a user blocks and unblocks others and lists whom they blocked. Two users of
 * whom either blocked the other cannot message each other (see `blockBetween`). Each listed uid gets
 * its own result, as adding members does; a request that cannot apply as a whole changes nothing.
 */
import { blockedReceiver, cannotBlockSelf, uidNotFound } from '../contract/error-catalogue.ts';
import type { ApiError } from '../contract/errors.ts';
import type { AppState } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { requireUser } from './group-lookup.ts';
import { mapPage, paginate, withMetaCursor } from './pagination.ts';
import { inactiveReason, requireActiveUser } from './user-lookup.ts';
import type { Page, PageOptions } from './pagination.ts';
import { presentUid } from './present.ts';
import type { UserView } from './present.ts';

export type BlockResult =
  | { success: true; message: string }
  | { success: false; error: { code: 'ERR_UID_NOT_FOUND'; message: string } };

/** Why `sender` cannot message `receiver`, when either of them blocked the other. */
export function blockBetween(state: AppState, sender: string, receiver: string): ApiError | undefined {
  if (state.blockedUsers.find(receiver, sender)) return blockedReceiver(receiver, sender);
  if (state.blockedUsers.find(sender, receiver)) return blockedReceiver(sender, receiver);
  return undefined;
}

function applyToEach(
  ctx: DomainContext,
  uid: string,
  blockedUids: readonly string[],
  change: (other: string) => boolean,
  verb: 'blocked' | 'unblocked',
): { results: Record<string, BlockResult>; changed: string[] } {
  // A deactivated user neither blocks nor is newly blocked; what exists can still be unblocked.
  const blocking = verb === 'blocked';
  if (blocking) requireActiveUser(ctx.state, uid);
  else requireUser(ctx, uid);
  if (blockedUids.includes(uid)) {
    throw cannotBlockSelf(uid, verb === 'blocked' ? 'block' : 'unblock');
  }
  // A Map, then fromEntries: a uid such as `__proto__` stays an ordinary key of the answer.
  const results = new Map<string, BlockResult>();
  const changed: string[] = [];
  for (const other of blockedUids) {
    if (results.has(other)) continue;
    const reason = blocking
      ? inactiveReason(ctx.state, other)
      : ctx.state.users.has(other)
        ? undefined
        : uidNotFound(other);
    if (reason) {
      results.set(other, { success: false, error: { code: 'ERR_UID_NOT_FOUND', message: reason.message } });
      continue;
    }
    if (change(other)) changed.push(other);
    results.set(other, {
      success: true,
      message: `The user with UID ${uid} has ${verb} user with UID ${other} successfully.`,
    });
  }
  return { results: Object.fromEntries(results), changed };
}

/** Blocking a user already blocked succeeds and keeps the first `blockedAt`. */
export function blockUsers(
  ctx: DomainContext,
  uid: string,
  blockedUids: readonly string[],
): Record<string, BlockResult> {
  const { state } = ctx;
  const { results, changed } = applyToEach(
    ctx,
    uid,
    blockedUids,
    (other) => {
      if (state.blockedUsers.find(uid, other)) return false;
      state.blockedUsers.put({ uid, blockedUid: other, blockedAt: ctx.clock.now() });
      return true;
    },
    'blocked',
  );
  if (changed.length > 0) emit(state, { type: 'usersBlocked', uid, blockedUids: changed });
  return results;
}

/** Unblocking a user who is not blocked succeeds and changes nothing. */
export function unblockUsers(
  ctx: DomainContext,
  uid: string,
  blockedUids: readonly string[],
): Record<string, BlockResult> {
  const { state } = ctx;
  const { results, changed } = applyToEach(
    ctx,
    uid,
    blockedUids,
    (other) => state.blockedUsers.delete(uid, other),
    'unblocked',
  );
  if (changed.length > 0) emit(state, { type: 'usersUnblocked', uid, blockedUids: changed });
  return results;
}

/** The users `uid` blocked, in the order they were blocked, as seen by `uid`. */
export function listBlockedUsers(ctx: DomainContext, uid: string, options: PageOptions = {}): Page<UserView> {
  requireUser(ctx, uid);
  const records = ctx.state.blockedUsers.list(uid);
  return withMetaCursor(
    mapPage(paginate(records, options.perPage, options.page), (b) =>
      presentUid(ctx.state, b.blockedUid, uid),
    ),
  );
}
