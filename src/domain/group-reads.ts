/**
 * GET /groups, /groups/{guid} and /groups/{guid}/members. With a viewer, a group carries their scope,
 * `hasJoined` and `joinedAt`, and a private group is shown only to its members (decided: it can be
 * joined by invitation only, so others have nothing to find). The password is never shown.
 */
import { ApiError } from '../contract/errors.ts';
import type { GroupRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { memberOf, requireGroup } from './group-lookup.ts';
import { mapPage, pageOptions, paginate, withMetaCursor, withTopCursor, type Page } from './pagination.ts';
import { membersCount, presentGroup, presentUid, type GroupView, type UserView } from './present.ts';
import {
  flagOf,
  hasAnyTag,
  listOf,
  matchesSearch,
  numberOf,
  textOf,
  withinRange,
  type Query,
} from './read-filters.ts';

const visibleTo = (ctx: DomainContext, group: GroupRecord, viewer: string | undefined): boolean =>
  group.type !== 'private' || viewer === undefined || memberOf(ctx, group.guid, viewer) !== undefined;

function sortGroups(groups: GroupRecord[], query: Query): GroupRecord[] {
  const sortBy = textOf(query, 'sortBy');
  const sign = textOf(query, 'sortOrder') === 'desc' ? -1 : 1;
  if (sortBy === undefined) return sign === 1 ? groups : groups.reverse();
  const key = (g: GroupRecord): string | number =>
    sortBy === 'createdAt' ? g.createdAt : sortBy === 'guid' ? g.guid : g.name.toLowerCase();
  return groups.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return x < y ? -sign : x > y ? sign : 0;
  });
}

export function listGroups(ctx: DomainContext, viewer: string | undefined, query: Query): Page<GroupView> {
  const { state } = ctx;
  const searchKey = textOf(query, 'searchKey');
  const searchIn = listOf(query, 'searchIn') ?? ['name', 'guid'];
  const types = [textOf(query, 'type'), ...(listOf(query, 'types') ?? [])].filter((t) => t !== undefined);
  const guids = [textOf(query, 'guid'), ...(listOf(query, 'guids') ?? [])]
    .filter((g) => g !== undefined)
    .map((g) => g.toLowerCase());
  const tags = listOf(query, 'tags');
  const hasJoined = flagOf(query, 'hasJoined');
  if (hasJoined !== undefined && viewer === undefined) {
    throw new ApiError('ERR_BAD_REQUEST', 'The hasJoined filter needs the onBehalfOf header.', {
      details: { hasJoined: ['needs the onBehalfOf header'] },
    });
  }
  const updatedAt = numberOf(query, 'updatedAt');
  const prepend = textOf(query, 'affix') === 'prepend';
  const count = {
    gte: numberOf(query, 'membersCount[gte]'),
    lte: numberOf(query, 'membersCount[lte]'),
    eq: numberOf(query, 'membersCount[eq]'),
  };
  const keep = (group: GroupRecord): boolean => {
    const members = membersCount(state, group.guid);
    const changed = group.updatedAt ?? group.createdAt;
    return (
      visibleTo(ctx, group, viewer) &&
      matchesSearch(searchKey, [
        searchIn.includes('name') ? group.name : undefined,
        searchIn.includes('guid') ? group.guid : undefined,
      ]) &&
      (types.length === 0 || types.includes(group.type)) &&
      (guids.length === 0 || guids.includes(group.guid)) &&
      hasAnyTag(tags, group.tags) &&
      (hasJoined === undefined || (memberOf(ctx, group.guid, viewer!) !== undefined) === hasJoined) &&
      (updatedAt === undefined || (prepend ? changed <= updatedAt : changed >= updatedAt)) &&
      withinRange(query, 'createdAt', group.createdAt) &&
      withinRange(query, 'updatedAt', changed) &&
      (count.gte === undefined || members >= count.gte) &&
      (count.lte === undefined || members <= count.lte) &&
      (count.eq === undefined || members === count.eq)
    );
  };
  const groups = sortGroups(state.groups.list().filter(keep), query);
  const { perPage, page } = pageOptions(query);
  const withTags = flagOf(query, 'withTags') === true;
  const views = mapPage(paginate(groups, perPage, page), (group) => {
    const view = presentGroup(state, group, viewer);
    if (!withTags) delete view.tags;
    return view;
  });
  return withMetaCursor(views);
}

/** The group, unless it is private and `viewer` is not a member: then it does not exist for them. */
function requireVisibleGroup(ctx: DomainContext, guid: string, viewer: string | undefined): GroupRecord {
  const group = requireGroup(ctx, guid);
  if (!visibleTo(ctx, group, viewer)) {
    throw new ApiError('ERR_GUID_NOT_FOUND', `The group with guid ${guid} does not exist.`);
  }
  return group;
}

export function getGroup(ctx: DomainContext, guid: string, viewer: string | undefined): GroupView {
  return presentGroup(ctx.state, requireVisibleGroup(ctx, guid, viewer), viewer);
}

export type MemberView = UserView & { scope: string; joinedAt: number };

/**
 * The current members (the banned are not), in join order, as user records with scope and joinedAt;
 * with a viewer, as that user sees them, and a private group only to its members.
 */
export function listGroupMembers(
  ctx: DomainContext,
  guid: string,
  query: Query,
  viewer?: string,
): Page<MemberView> {
  const { state } = ctx;
  const group = requireVisibleGroup(ctx, guid, viewer);
  const scopes = listOf(query, 'scopes');
  const status = textOf(query, 'status');
  const members = state.members.list(group.guid).filter((m) => {
    if (scopes !== undefined && !scopes.includes(m.scope)) return false;
    return status === undefined || state.users.get(m.uid)?.status === status;
  });
  const { perPage, page } = pageOptions(query);
  const views = mapPage(paginate(members, perPage, page), (m) => ({
    ...presentUid(state, m.uid, viewer),
    scope: m.scope,
    joinedAt: m.joinedAt,
  }));
  return withTopCursor(views);
}
