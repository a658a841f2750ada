/**
 * Users: creating one, listing them (bots included, page by page), reading one. UIDs are stored
 * lowercased, as the real service does, and never reused.
 */
import { uidAlreadyExists, userMetadataTooLarge } from '../contract/error-catalogue.ts';
import { METADATA_MAX_BYTES } from '../contract/limits.ts';
import type { JsonObject, UserRecord } from '../store/state.ts';
import { issueAuthToken } from './auth-tokens.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { type UserView, presentUser } from './present.ts';
import { requireUser } from './group-lookup.ts';
import { isDeactivated } from './user-lookup.ts';
import { type Page, mapPage, pageOptions, paginate, withTopCursor } from './pagination.ts';
import { type Query, flagOf, hasAnyTag, listOf, matchesSearch, textOf, withinRange } from './read-filters.ts';
import { jsonBytes } from './json-size.ts';
import { roleIdOf } from './roles.ts';
import { listedUsers } from './list-narrowing.ts';

export interface CreateUserBody {
  uid: string;
  name: string;
  avatar?: string;
  link?: string;
  role?: string;
  statusMessage?: string;
  metadata?: JsonObject;
  tags?: string[];
  withAuthToken?: boolean;
}

export type CreatedUserView = UserView & { authToken?: string };

function newUserRecord(body: CreateUserBody, uid: string, role: string, now: number): UserRecord {
  const user: UserRecord = {
    uid,
    name: body.name,
    status: 'offline',
    role,
    createdAt: now,
  };
  if (body.avatar !== undefined) user.avatar = body.avatar;
  if (body.link !== undefined) user.link = body.link;
  if (body.metadata !== undefined) user.metadata = body.metadata;
  if (body.statusMessage !== undefined) user.statusMessage = body.statusMessage;
  if (body.tags !== undefined) user.tags = [...body.tags];
  return user;
}

export function createUser(ctx: DomainContext, body: CreateUserBody): CreatedUserView {
  const { state } = ctx;
  if (body.metadata !== undefined) {
    const bytes = jsonBytes(body.metadata);
    if (bytes > METADATA_MAX_BYTES) {
      throw userMetadataTooLarge(bytes);
    }
  }
  const uid = body.uid.toLowerCase();
  if (state.users.has(uid)) {
    throw uidAlreadyExists(uid);
  }
  const user = newUserRecord(body, uid, roleIdOf(state, body.role), ctx.clock.now());
  state.users.put(user);
  emit(state, { type: 'userCreated', user });
  const view: CreatedUserView = presentUser(state, user);
  if (body.withAuthToken === true) view.authToken = issueAuthToken(ctx, uid).authToken;
  return view;
}

/** A page of users; with a viewer, each carries their conversation id and the viewer's block. */
export function listUsers(ctx: DomainContext, query: Query, viewer?: string): Page<UserView> {
  const { state } = ctx;
  const searchKey = textOf(query, 'searchKey');
  const searchIn = listOf(query, 'searchIn') ?? ['name', 'uid'];
  const statuses = listOf(query, 'status');
  const roles = [textOf(query, 'role'), ...(listOf(query, 'roles') ?? [])].filter((r) => r !== undefined);
  const tags = listOf(query, 'tags');
  const keep = (user: UserRecord): boolean =>
    matchesSearch(searchKey, [
      searchIn.includes('name') ? user.name : undefined,
      searchIn.includes('uid') ? user.uid : undefined,
    ]) &&
    (statuses === undefined || statuses.includes(user.status)) &&
    (roles.length === 0 || roles.includes(user.role)) &&
    hasAnyTag(tags, user.tags) &&
    withinRange(query, 'createdAt', user.createdAt) &&
    withinRange(query, 'updatedAt', user.updatedAt ?? user.createdAt);
  // Deactivated users are left out unless asked for; asking for them only wins over adding them.
  const only = flagOf(query, 'onlyDeactivated') === true;
  const withDeactivated = only || flagOf(query, 'withDeactivated') === true;
  const listed = (user: UserRecord): boolean => (isDeactivated(user) ? withDeactivated : !only);
  const narrow = listedUsers(state, viewer);
  const users = state.users.list().filter((u) => listed(u) && keep(u) && (narrow === undefined || narrow(u)));
  const { perPage, page } = pageOptions(query);
  const withTags = flagOf(query, 'withTags') === true;
  const views = mapPage(paginate(users, perPage, page), (user) => {
    const view = presentUser(state, user, viewer);
    if (!withTags) delete view.tags;
    return view;
  });
  return withTopCursor(views);
}

/** One user; with a viewer, their conversation id and whether the viewer blocked them. */
export function getUser(ctx: DomainContext, uid: string, viewer: string | undefined): UserView {
  return presentUser(ctx.state, requireUser(ctx, uid), viewer);
}
