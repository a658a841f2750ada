/**
 * Brings a snapshot written by an earlier version up to the current shape before it is checked, so
 * that an upgrade never stops a start: a data file written before roles existed gets the role
 * `default` and a role for every role its users name, and no scope permissions; one written before
 * the metrics' counters existed gets none counted (its earlier messages were not counted then either).
 */
import { DEFAULT_ROLE } from '../contract/role-catalogue.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function upgradedSnapshot(given: unknown): unknown {
  if (!isObject(given)) return given;
  const snapshot = Object.hasOwn(given, 'messageMetrics') ? given : { ...given, messageMetrics: [] };
  if (Object.hasOwn(snapshot, 'roles')) return snapshot;
  const named = new Set<string>([DEFAULT_ROLE]);
  for (const user of Array.isArray(snapshot.users) ? snapshot.users : []) {
    if (isObject(user) && typeof user.role === 'string' && user.role !== '') named.add(user.role);
  }
  // createdAt 0: when a role was made is not known; the fixtures' default role is the real one's.
  const roles = [...named].map((role) => ({
    role,
    name: role === DEFAULT_ROLE ? 'Default Role' : role,
    createdAt: 0,
  }));
  const scopePermissions = Object.hasOwn(snapshot, 'scopePermissions') ? snapshot.scopePermissions : [];
  return { ...snapshot, roles, scopePermissions };
}
