/**
 * The records of roles (SPEC 18): each role with its explicit permissions and restricted features, and
 * the permissions set for a scope of a group. Kept apart from records.ts, as people-records.ts is.
 */
import type { JsonObject } from '../contract/json.ts';
import type { PermissionValue } from '../contract/role-catalogue.ts';
import type { Scope } from '../contract/limits.ts';

export interface RoleSettings {
  listUsers?: 'all' | 'friendsOnly';
  sendMessagesTo?: 'all' | 'friendsOnly';
}

export interface RestrictedFeatureRecord {
  /** The feature's key without its `u.` prefix. */
  key: string;
  restrictedAt: number;
}

export interface RoleRecord {
  /** Lowercased on creation, as uids are. */
  role: string;
  name: string;
  description?: string;
  metadata?: JsonObject;
  settings?: RoleSettings;
  /** Only the keys set explicitly; the others have the catalogue's default (role-catalogue.ts). */
  permissions?: Record<string, PermissionValue>;
  restrictedFeatures?: RestrictedFeatureRecord[];
  createdAt: number;
  updatedAt?: number;
}

/** The permissions set for the members of one scope of one group. */
export interface ScopePermissionRecord {
  guid: string;
  scope: Scope;
  permissions: Record<string, PermissionValue>;
  updatedAt: number;
}

export interface RoleCollections {
  roles: RoleRecord[];
  scopePermissions: ScopePermissionRecord[];
}

export const ROLE_COLLECTIONS = ['roles', 'scopePermissions'] as const;
