/**
 * The rules of roles that a JSON Schema cannot express: role ids unique, `default` present, every
 * user's role an existing one, permission keys and values of the catalogues, restricted features of
 * the feature table, once each; scope permissions name an existing group, once per scope.
 */
import { FEATURES } from '../contract/feature-catalogue.ts';
import { DEFAULT_ROLE, ROLE_PERMISSIONS, SCOPE_PERMISSIONS } from '../contract/role-catalogue.ts';
import { permissionProblem } from '../contract/permission-values.ts';
import type { StateSnapshot } from './records.ts';

type Report = (path: readonly (string | number)[], message: string) => void;

export function checkRoleReferences(
  s: StateSnapshot,
  groups: ReadonlyMap<string, unknown>,
  report: Report,
): void {
  const roles = new Set<string>();
  s.roles.forEach((r, i) => {
    if (roles.has(r.role)) report(['roles', i, 'role'], `duplicates the role ${r.role}`);
    roles.add(r.role);
    for (const [key, value] of Object.entries(r.permissions ?? {})) {
      const problem = permissionProblem(ROLE_PERMISSIONS, key, value);
      if (problem !== undefined) report(['roles', i, 'permissions', key], problem);
    }
    const features = new Set<string>();
    r.restrictedFeatures?.forEach((f, j) => {
      if (!FEATURES.has(f.key)) report(['roles', i, 'restrictedFeatures', j, 'key'], 'is not a feature');
      if (features.has(f.key)) report(['roles', i, 'restrictedFeatures', j, 'key'], 'is listed twice');
      features.add(f.key);
    });
  });
  if (!roles.has(DEFAULT_ROLE)) report(['roles'], `must hold the role ${DEFAULT_ROLE}`);
  s.users.forEach((u, i) => {
    if (!roles.has(u.role)) report(['users', i, 'role'], `refers to unknown role ${u.role}`);
  });
  const scopes = new Set<string>();
  s.scopePermissions.forEach((p, i) => {
    if (!groups.has(p.guid)) report(['scopePermissions', i, 'guid'], `refers to unknown group ${p.guid}`);
    const key = JSON.stringify([p.guid, p.scope]);
    if (scopes.has(key)) report(['scopePermissions', i], 'duplicates an earlier scope of the group');
    scopes.add(key);
    for (const [name, value] of Object.entries(p.permissions)) {
      const problem = permissionProblem(SCOPE_PERMISSIONS, name, value);
      if (problem !== undefined) report(['scopePermissions', i, 'permissions', name], problem);
    }
  });
}
