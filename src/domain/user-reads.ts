/** GET /users and GET /users/{uid}: the app's users, bots included, page by page. */
import type { UserRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { requireUser } from './group-lookup.ts';
import { mapPage, pageOptions, paginate, withTopCursor, type Page } from './pagination.ts';
import { presentUser, type UserView } from './present.ts';
import { flagOf, hasAnyTag, listOf, matchesSearch, textOf, withinRange, type Query } from './read-filters.ts';

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
  // The sandbox deactivates no one: only the deactivated is nobody, and with them changes nothing.
  const users = flagOf(query, 'onlyDeactivated') ? [] : state.users.list().filter(keep);
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
