/**
 * The tables of roles and scope permissions, and one count that lets a request skip every role check
 * where an app has configured nothing: how many roles and scopes hold a setting that restricts.
 */
import type { RoleRecord, ScopePermissionRecord } from './role-records.ts';
import { type ChangeLog, GroupedTable, Table } from './tables.ts';

export interface RoleTables {
  /** role → role. */
  readonly roles: Table<RoleRecord>;
  /** guid → scope → the permissions set for that scope of the group. */
  readonly scopePermissions: GroupedTable<ScopePermissionRecord>;
  /** Derived, never written: whether any role or scope holds a setting a request must check. */
  readonly roleRules: RoleRules;
}

/** A role restricts something when it has an explicit permission, a restricted feature or a legacy setting. */
const restricts = (r: Readonly<RoleRecord>): boolean =>
  Object.keys(r.permissions ?? {}).length > 0 ||
  (r.restrictedFeatures?.length ?? 0) > 0 ||
  r.settings?.listUsers === 'friendsOnly' ||
  r.settings?.sendMessagesTo === 'friendsOnly';

export class RoleRules {
  readonly #restricting = new Set<string>();
  #scopes = 0;

  /** False while nothing is configured: the request path then checks nothing else. */
  get any(): boolean {
    return this.#restricting.size > 0 || this.#scopes > 0;
  }

  /** Whether `role` holds a setting that restricts; a role that restricts nothing is not read. */
  restricts(role: string): boolean {
    return this.#restricting.has(role);
  }

  /** Whether a scope of some group has a permission set. */
  get anyScope(): boolean {
    return this.#scopes > 0;
  }

  role(r: Readonly<RoleRecord>, present: boolean): void {
    if (present && restricts(r)) this.#restricting.add(r.role);
    else this.#restricting.delete(r.role);
  }

  scope(delta: number): void {
    this.#scopes += delta;
  }
}

export function roleTables(log: ChangeLog): RoleTables {
  const roleRules = new RoleRules();
  const roles = new Table<RoleRecord>('roles', log, (r) => r.role);
  roles.observe({ put: (r) => roleRules.role(r, true), remove: (r) => roleRules.role(r, false) });
  const scopePermissions = new GroupedTable<ScopePermissionRecord>(
    'scopePermissions',
    log,
    (s) => s.guid,
    (s) => s.scope,
  );
  scopePermissions.observe({
    put: (_, previous) => {
      if (previous === undefined) roleRules.scope(1);
    },
    remove: () => roleRules.scope(-1),
  });
  return { roles, scopePermissions, roleRules };
}
