/**
 * Roles (SPEC 18): creating, listing, reading, updating and deleting an app's roles, and the role a
 * user names. Role ids are stored lowercased; `default` is every user's role unless another is named,
 * and cannot be deleted; a role some user holds cannot be deleted either, so every user keeps an
 * existing role.
 */
import {
  roleAlreadyExists,
  roleDeleteDenied,
  roleDeleteFailed,
  roleNotFound,
} from '../contract/error-catalogue.ts';
import { DEFAULT_ROLE, type ROLE_UNSETTABLE } from '../contract/role-catalogue.ts';
import type { AppState, JsonObject, RoleRecord, RoleSettings } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { type Page, paginate } from './pagination.ts';

export interface RoleBody {
  name?: string;
  description?: string;
  metadata?: JsonObject;
  settings?: RoleSettings;
}

export interface CreateRoleBody extends RoleBody {
  role: string;
  name: string;
}

export interface UpdateRoleBody extends RoleBody {
  unset?: (typeof ROLE_UNSETTABLE)[number][];
}

export interface RoleView {
  role: string;
  name: string;
  description?: string;
  metadata?: JsonObject;
  settings?: RoleSettings;
  createdAt: number;
  updatedAt?: number;
}

const withoutUndefined = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

export function presentRole(r: Readonly<RoleRecord>): RoleView {
  const { role, name, description, metadata, settings, createdAt, updatedAt } = r;
  return withoutUndefined({
    role,
    name,
    description,
    metadata,
    settings,
    createdAt,
    updatedAt,
  }) as unknown as RoleView;
}

/** The role `role` names, by its lowercased id (or as spelt, for a role kept from an older data file). */
export function findRole(state: AppState, role: string): Readonly<RoleRecord> | undefined {
  return state.roles.get(role.toLowerCase()) ?? state.roles.get(role);
}

export function requireRole(state: AppState, role: string): Readonly<RoleRecord> {
  const found = findRole(state, role);
  if (!found) throw roleNotFound(role);
  return found;
}

/** The id of the role a user's create or update names: 404 ERR_ROLE_NOT_FOUND when there is none. */
export const roleIdOf = (state: AppState, role: string | undefined): string =>
  role === undefined ? DEFAULT_ROLE : requireRole(state, role).role;

export function createRole(ctx: DomainContext, body: CreateRoleBody): RoleView {
  const role = body.role.toLowerCase();
  if (ctx.state.roles.has(role)) throw roleAlreadyExists(role);
  const record: RoleRecord = {
    role,
    name: body.name,
    ...(withoutUndefined({ description: body.description, metadata: body.metadata }) as Partial<RoleRecord>),
    createdAt: ctx.clock.now(),
  };
  if (body.settings !== undefined) record.settings = { ...body.settings };
  ctx.state.roles.put(record);
  return presentRole(record);
}

export function listRoles(ctx: DomainContext): Page<RoleView> {
  const roles = [...ctx.state.roles.values()].map(presentRole);
  // One page holding every role, as the reference's example shows.
  return paginate(roles, Math.max(roles.length, 1), 1);
}

export const getRole = (ctx: DomainContext, role: string): RoleView =>
  presentRole(requireRole(ctx.state, role));

export function updateRole(ctx: DomainContext, role: string, body: UpdateRoleBody): RoleView {
  const { unset, settings, ...set } = body;
  const record: RoleRecord = { ...requireRole(ctx.state, role) };
  for (const field of unset ?? []) delete record[field];
  Object.assign(record, withoutUndefined(set));
  // Settings merge: a PUT naming one of them keeps the other.
  if (settings !== undefined) record.settings = { ...record.settings, ...settings };
  record.updatedAt = ctx.clock.now();
  ctx.state.roles.put(record);
  return presentRole(record);
}

export function deleteRole(ctx: DomainContext, role: string): { success: true; message: string } {
  const { state } = ctx;
  const record = requireRole(state, role);
  if (record.role === DEFAULT_ROLE) throw roleDeleteDenied(record.role);
  // A walk of the users on this rare write only; no read or send path counts holders.
  let holders = 0;
  for (const user of state.users.values()) if (user.role === record.role) holders += 1;
  if (holders > 0) throw roleDeleteFailed(record.role, holders);
  state.roles.delete(record.role);
  return { success: true, message: `Role ${record.role} has been deleted successfully.` };
}
