/**
 * The reasons a user may give when flagging a message (SPEC 19). A flag copies its reason's id and
 * name when it is made, so deleting or renaming a reason leaves the flags already made as they were.
 */
import { reasonAlreadyExists, reasonNotFound } from '../contract/error-catalogue.ts';
import { REASONS_LIMIT_DEFAULT, REASONS_LIMIT_MAX } from '../contract/schemas/moderation-review-schemas.ts';
import type { FlagReasonRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { readLimit } from './message-query.ts';

/** As the answers show a reason: the reference's fields in its order, `description` when there is one. */
export function presentReason(r: FlagReasonRecord): FlagReasonRecord {
  return {
    id: r.id,
    name: r.name,
    ...(r.description === undefined ? {} : { description: r.description }),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    default: r.default,
  };
}

export function requireReason(ctx: DomainContext, id: string): FlagReasonRecord {
  const reason = ctx.state.flagReasons.get(id);
  if (!reason) throw reasonNotFound(id);
  return reason;
}

export function createReason(
  ctx: DomainContext,
  body: { id: string; name: string; description?: string | undefined },
): FlagReasonRecord {
  if (ctx.state.flagReasons.has(body.id)) throw reasonAlreadyExists(body.id);
  const now = ctx.clock.now();
  const record: FlagReasonRecord = {
    id: body.id,
    name: body.name,
    ...(body.description === undefined ? {} : { description: body.description }),
    default: false,
    createdAt: now,
    updatedAt: now,
  };
  ctx.state.flagReasons.put(record);
  return presentReason(record);
}

/** Newest first, as the reference's list reads; reasons are few, so `limit` alone pages them. */
export function listReasons(
  ctx: DomainContext,
  options: { limit?: unknown },
): { data: FlagReasonRecord[]; meta: { current: { limit: number; count: number } } } {
  const limit = readLimit(options.limit, REASONS_LIMIT_DEFAULT, REASONS_LIMIT_MAX);
  const records = ctx.state.flagReasons.list();
  const data: FlagReasonRecord[] = [];
  for (let i = records.length - 1; i >= 0 && data.length < limit; i -= 1) {
    const record = records[i];
    if (record) data.push(presentReason(record));
  }
  return { data, meta: { current: { limit, count: data.length } } };
}

export function getReason(ctx: DomainContext, id: string): FlagReasonRecord {
  return presentReason(requireReason(ctx, id));
}

/** `name` is required (the reference's body); a description sent replaces the old one. */
export function updateReason(
  ctx: DomainContext,
  id: string,
  body: { name: string; description?: string | undefined },
): FlagReasonRecord {
  const reason = requireReason(ctx, id);
  const updated: FlagReasonRecord = {
    ...reason,
    name: body.name,
    ...(body.description === undefined ? {} : { description: body.description }),
    updatedAt: ctx.clock.now(),
  };
  ctx.state.flagReasons.put(updated);
  return presentReason(updated);
}

/** A reason in use goes too: the flags made with it keep its id and name (SPEC 19). */
export function deleteReason(ctx: DomainContext, id: string): { success: true; message: string } {
  requireReason(ctx, id);
  ctx.state.flagReasons.delete(id);
  return { success: true, message: `The reason with id ${id} has been deleted successfully.` };
}
