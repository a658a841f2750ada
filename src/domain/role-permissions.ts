/**
 * Role and scope permissions (SPEC 18): reading a role's or a group scope's permissions with their
 * effective values, setting them key by key, and returning one to its default. Only explicit values
 * are stored; a role's legacy `settings` stand for `listUsers.mode` / `sendMessage.mode` `friends`
 * where no explicit value is set.
 */
import { permissionNotSet } from '../contract/error-catalogue.ts';
import { permissionProblem, storedValue } from '../contract/permission-values.ts';
import {
  CATALOGUE_CREATED_AT,
  type PermissionDefinition,
  type PermissionValue,
  ROLE_PERMISSIONS,
  SCOPE_PERMISSIONS,
} from '../contract/role-catalogue.ts';
import type { Scope } from '../contract/limits.ts';
import type { RoleRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { requireGroup } from './group-lookup.ts';
import { type Page, paginate } from './pagination.ts';
import { requireRole } from './roles.ts';

export type PermissionView = PermissionDefinition & {
  createdAt: number;
  updatedAt: number;
  value: PermissionValue;
};

type Explicit = Readonly<Record<string, PermissionValue>>;
type KeyResult =
  { success: true; message: string } | { success: false; error: { code: string; message: string } };
export type PermissionsAnswer = Record<string, KeyResult | Explicit>;

/** A role's value for `key`: set explicitly, else its legacy setting, else the catalogue's default. */
export function roleValue(role: Readonly<RoleRecord>, key: string): PermissionValue | undefined {
  const explicit = role.permissions?.[key];
  if (explicit !== undefined && Object.hasOwn(role.permissions!, key)) return explicit;
  if (key === 'listUsers.mode' && role.settings?.listUsers === 'friendsOnly') return 'friends';
  if (key === 'sendMessage.mode' && role.settings?.sendMessagesTo === 'friendsOnly') return 'friends';
  return ROLE_PERMISSIONS.get(key)?.defaultValue;
}

function viewsOf(
  catalogue: ReadonlyMap<string, PermissionDefinition>,
  valueOf: (key: string) => PermissionValue,
): Page<PermissionView> {
  const views = [...catalogue.values()].map((d) => ({
    ...d,
    createdAt: CATALOGUE_CREATED_AT,
    updatedAt: CATALOGUE_CREATED_AT,
    value: valueOf(d.id),
  }));
  return paginate(views, 100, 1);
}

/** Applies each key on its own: a key outside the catalogue or a value outside it fails alone. */
function merge(
  catalogue: ReadonlyMap<string, PermissionDefinition>,
  explicit: Explicit,
  sent: Record<string, unknown>,
  mapped: (key: string) => string,
): { merged: Record<string, PermissionValue>; results: [string, KeyResult][] } {
  const merged = new Map(Object.entries(explicit));
  const results: [string, KeyResult][] = [];
  for (const [key, value] of Object.entries(sent)) {
    const problem = permissionProblem(catalogue, key, value);
    if (problem !== undefined) {
      const { code, message } = permissionNotSet(key, problem);
      results.push([key, { success: false, error: { code, message } }]);
      continue;
    }
    merged.set(key, storedValue(catalogue.get(key)!, value as PermissionValue));
    results.push([
      key,
      {
        success: true,
        message: `Permission with id ${key} have been mapped successfully to ${mapped(key)}.`,
      },
    ]);
  }
  return { merged: Object.fromEntries(merged), results };
}

const answer = (results: [string, KeyResult][], permissions: Explicit): PermissionsAnswer =>
  Object.fromEntries([...results, ['permissions', permissions]]);

function unset(catalogue: ReadonlyMap<string, PermissionDefinition>, explicit: Explicit, key: string) {
  if (!catalogue.has(key)) throw permissionNotSet(key, permissionProblem(catalogue, key, undefined)!);
  return Object.fromEntries(Object.entries(explicit).filter(([name]) => name !== key));
}

export function listRolePermissions(ctx: DomainContext, role: string): Page<PermissionView> {
  const record = requireRole(ctx.state, role);
  return viewsOf(ROLE_PERMISSIONS, (key) => roleValue(record, key)!);
}

function putRole(
  ctx: DomainContext,
  record: Readonly<RoleRecord>,
  permissions: Record<string, PermissionValue>,
) {
  const next: RoleRecord = { ...record, updatedAt: ctx.clock.now() };
  if (Object.keys(permissions).length > 0) next.permissions = permissions;
  else delete next.permissions;
  ctx.state.roles.put(next);
  return next;
}

/**
 * Every key's value in effect, as the answers' `permissions` show them: the reference's unset example
 * lists keys at their defaults too, so a client reads the whole role back, not only what it set.
 */
const roleValues = (record: Readonly<RoleRecord>): Explicit =>
  Object.fromEntries([...ROLE_PERMISSIONS.keys()].map((key) => [key, roleValue(record, key)!]));

const scopeValue = (explicit: Explicit, key: string): PermissionValue =>
  Object.hasOwn(explicit, key) ? explicit[key]! : SCOPE_PERMISSIONS.get(key)!.defaultValue;

const scopeValues = (explicit: Explicit): Explicit =>
  Object.fromEntries([...SCOPE_PERMISSIONS.keys()].map((key) => [key, scopeValue(explicit, key)]));

export function setRolePermissions(
  ctx: DomainContext,
  role: string,
  sent: Record<string, unknown>,
): PermissionsAnswer {
  const record = requireRole(ctx.state, role);
  const { merged, results } = merge(
    ROLE_PERMISSIONS,
    record.permissions ?? {},
    sent,
    () => `role ${record.role}`,
  );
  return answer(results, roleValues(putRole(ctx, record, merged)));
}

export function unsetRolePermission(
  ctx: DomainContext,
  role: string,
  key: string,
): { permissions: Explicit } {
  const record = requireRole(ctx.state, role);
  const permissions = unset(ROLE_PERMISSIONS, record.permissions ?? {}, key);
  return { permissions: roleValues(putRole(ctx, record, permissions)) };
}

function scopeRecord(ctx: DomainContext, guid: string, scope: Scope): Explicit {
  requireGroup(ctx, guid);
  return ctx.state.scopePermissions.find(guid, scope)?.permissions ?? {};
}

function putScope(
  ctx: DomainContext,
  guid: string,
  scope: Scope,
  permissions: Record<string, PermissionValue>,
) {
  // A scope with nothing set keeps no record, so an app that configured nothing has none.
  if (Object.keys(permissions).length === 0) ctx.state.scopePermissions.delete(guid, scope);
  else ctx.state.scopePermissions.put({ guid, scope, permissions, updatedAt: ctx.clock.now() });
}

export function listScopePermissions(ctx: DomainContext, guid: string, scope: Scope): Page<PermissionView> {
  const explicit = scopeRecord(ctx, guid, scope);
  return viewsOf(SCOPE_PERMISSIONS, (key) => scopeValue(explicit, key));
}

export function setScopePermissions(
  ctx: DomainContext,
  guid: string,
  scope: Scope,
  sent: Record<string, unknown>,
): PermissionsAnswer {
  const { merged, results } = merge(
    SCOPE_PERMISSIONS,
    scopeRecord(ctx, guid, scope),
    sent,
    () => `scope ${scope} on group ${guid}`,
  );
  putScope(ctx, guid, scope, merged);
  return answer(results, scopeValues(merged));
}

export function unsetScopePermission(
  ctx: DomainContext,
  guid: string,
  scope: Scope,
  key: string,
): { permissions: Explicit } {
  const permissions = unset(SCOPE_PERMISSIONS, scopeRecord(ctx, guid, scope), key);
  putScope(ctx, guid, scope, permissions);
  return { permissions: scopeValues(permissions) };
}
