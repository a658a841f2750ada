/**
 * Updating a group (docs/decisions/groups-update.md): the fields sent replace the old ones, `unset`
 * removes icon, description or metadata. A user may edit a group they are an admin of; the app may
 * also hand it to a new owner, who joins as an admin while the old owner stays one. No action message
 * is stored: the real service's reference shows none.
 */
import { emptyGroupPassword, invalidGroup, noAdminScope, setAndUnset } from '../contract/error-catalogue.ts';
import { SYSTEM_UID } from '../contract/limits.ts';
import type { GroupType } from '../contract/limits.ts';
import type { GroupRecord, JsonObject } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { memberOf, requireVisibleGroup } from './group-lookup.ts';
import { groupFieldProblems } from './groups.ts';
import { joinGroup } from './membership.ts';
import { presentGroup, type GroupView } from './present.ts';
import { requireActiveUser } from './user-lookup.ts';

export type UnsettableGroupField = 'icon' | 'description' | 'metadata';

export interface UpdateGroupBody {
  name?: string;
  type?: GroupType;
  password?: string;
  icon?: string;
  description?: string;
  metadata?: JsonObject;
  owner?: string;
  tags?: string[];
  unset?: UnsettableGroupField[];
}

/** Only an admin changes or deletes a group; without an acting user the app does, with every right. */
export function requireGroupAdmin(ctx: DomainContext, group: GroupRecord, actor: string | undefined): void {
  if (actor === undefined || actor === SYSTEM_UID) return;
  if (memberOf(ctx, group.guid, actor)?.scope !== 'admin') throw noAdminScope(actor, group.guid);
}

/** The group as the body makes it, before the owner and the password rules are applied. */
function edited(group: GroupRecord, body: UpdateGroupBody): GroupRecord {
  const next: GroupRecord = { ...group };
  if (body.name !== undefined) next.name = body.name;
  if (body.type !== undefined) next.type = body.type;
  if (body.icon !== undefined) next.icon = body.icon;
  if (body.description !== undefined) next.description = body.description;
  if (body.metadata !== undefined) next.metadata = body.metadata;
  if (body.tags !== undefined) next.tags = body.tags;
  for (const field of body.unset ?? []) delete next[field];
  return next;
}

/** Makes `owner` an admin: a member is promoted, a banned user's ban is lifted, anyone else joins. */
function seatOwner(ctx: DomainContext, guid: string, owner: string): void {
  if (owner === SYSTEM_UID) return;
  const member = memberOf(ctx, guid, owner);
  if (member?.scope === 'admin') return;
  if (member) {
    ctx.state.members.put({ ...member, scope: 'admin' });
    return;
  }
  ctx.state.bans.delete(guid, owner);
  joinGroup(ctx, guid, owner, 'admin');
}

export function updateGroup(
  ctx: DomainContext,
  guid: string,
  body: UpdateGroupBody,
  onBehalfOf: string | undefined,
): GroupView {
  const { state } = ctx;
  if (onBehalfOf !== undefined) requireActiveUser(state, onBehalfOf);
  const group = requireVisibleGroup(ctx, guid, onBehalfOf);
  const both = (body.unset ?? []).filter((field) => body[field] !== undefined);
  if (both.length > 0) throw setAndUnset(both);
  const details = groupFieldProblems(body);
  if (Object.keys(details).length > 0) throw invalidGroup(details);
  requireGroupAdmin(ctx, group, onBehalfOf);
  // The reference: the owner "will be ignored if onBehalfOf parameter in the header is present".
  const owner = onBehalfOf === undefined ? body.owner : undefined;
  if (owner !== undefined) requireActiveUser(state, owner);

  const next = edited(group, body);
  if (next.type === 'password') {
    const password = body.password ?? group.password;
    if (!password) throw emptyGroupPassword();
    next.password = password;
  } else {
    delete next.password;
  }
  const by = onBehalfOf ?? SYSTEM_UID;
  next.updatedAt = ctx.clock.now();
  next.updatedBy = by;
  if (owner !== undefined && owner !== group.owner) {
    next.owner = owner;
    seatOwner(ctx, group.guid, owner);
  }
  state.groups.put(next);
  emit(state, { type: 'groupUpdated', group: next, by });
  if (next.owner !== group.owner) {
    emit(state, { type: 'groupOwnerTransferred', group: next, oldOwner: group.owner, by });
  }
  return presentGroup(state, next, onBehalfOf);
}
