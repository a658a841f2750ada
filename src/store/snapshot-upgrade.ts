/**
 * Brings a snapshot written by an earlier version up to the current shape before it is checked, so
 * that an upgrade never stops a start: a data file written before roles existed gets the role
 * `default` and a role for every role its users name, and no scope permissions; one written before
 * the metrics' counters existed gets none counted (its earlier messages were not counted then either);
 * any other collection it lacks, added by a later version, it holds none of. The same goes for a
 * fixtures directory written for an earlier version, which lacks the files of later collections.
 */
import { DEFAULT_ROLE } from '../contract/role-catalogue.ts';
import { COLLECTIONS } from './records.ts';

/**
 * The collections every snapshot has had since the first version: one missing is a broken file, not
 * an older one. Every other collection missing is read as empty.
 */
export const ALWAYS_PRESENT = ['users', 'apiKeys', 'groups', 'members', 'messages', 'counters'] as const;
const OPTIONAL = COLLECTIONS.filter((name) => !(ALWAYS_PRESENT as readonly string[]).includes(name));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function upgradedSnapshot(given: unknown): unknown {
  if (!isObject(given)) return given;
  const missing = OPTIONAL.filter((name) => name !== 'roles' && !Object.hasOwn(given, name));
  const snapshot =
    missing.length === 0 ? given : { ...given, ...Object.fromEntries(missing.map((name) => [name, []])) };
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
  return { ...snapshot, roles };
}
