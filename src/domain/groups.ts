/**
 * Groups: creating one, listing them, reading one. On creation the owner and the acting user become
 * admins; the body's `members` are then applied as the add-members operation applies them, where a
 * failing user does not fail the creation. With a viewer, a group carries their scope, `hasJoined`
 * and `joinedAt`. The password is never shown.
 */
import {
  emptyGroupPassword,
  guidAlreadyExists,
  hasJoinedWithoutOnBehalfOf,
  invalidGroup,
} from '../contract/error-catalogue.ts';
import type { ErrorDetails } from '../contract/errors.ts';
import { GROUP_NAME_MAX, METADATA_MAX_BYTES, SYSTEM_UID } from '../contract/limits.ts';
import type { GroupType } from '../contract/limits.ts';
import type { GroupRecord, JsonObject } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { memberOf, normalizeGuid, requireUser, requireVisibleGroup, visibleTo } from './group-lookup.ts';
import { requireActiveUser } from './user-lookup.ts';
import { mapPage, pageOptions, paginate, withMetaCursor, type Page } from './pagination.ts';
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
import { memberListsProblem } from './group-member-lists.ts';
import type { MemberLists } from './group-member-lists.ts';
import { emit } from './events.ts';
import { applyMemberLists, joinGroup } from './membership.ts';
import type { MemberResults } from './membership.ts';
import { membersCount, presentGroup } from './present.ts';
import type { GroupView } from './present.ts';
import { jsonBytes } from './json-size.ts';
import { listedGroups } from './list-narrowing.ts';

export interface CreateGroupBody {
  guid: string;
  name: string;
  type: GroupType;
  password?: string;
  icon?: string;
  description?: string;
  metadata?: JsonObject;
  owner?: string;
  tags?: string[];
  members?: MemberLists;
}

export type CreatedGroupView = GroupView & { members?: MemberResults };

/** The limits of a group's fields a JSON schema cannot express: the name in code points, metadata in bytes. */
export function groupFieldProblems(body: { name?: string; metadata?: JsonObject }): ErrorDetails {
  const details: ErrorDetails = {};
  const nameLength = body.name === undefined ? 0 : [...body.name].length;
  if (nameLength > GROUP_NAME_MAX) {
    details.name = [`must be at most ${GROUP_NAME_MAX} characters, got ${nameLength}`];
  }
  if (body.metadata !== undefined) {
    const bytes = jsonBytes(body.metadata);
    if (bytes > METADATA_MAX_BYTES) {
      details.metadata = [`must be at most ${METADATA_MAX_BYTES} bytes as JSON, got ${bytes}`];
    }
  }
  return details;
}

/** The limits a JSON schema cannot express: sizes in code points and bytes, users across lists. */
function limitProblems(body: CreateGroupBody): ErrorDetails {
  const details = groupFieldProblems(body);
  const membersProblem = body.members && memberListsProblem(body.members, 0);
  if (membersProblem) details.members = [membersProblem];
  return details;
}

function newGroupRecord(body: CreateGroupBody, guid: string, owner: string, now: number): GroupRecord {
  const group: GroupRecord = { guid, name: body.name, type: body.type, owner, createdAt: now };
  if (body.description !== undefined) group.description = body.description;
  if (body.icon !== undefined) group.icon = body.icon;
  if (body.type === 'password') group.password = body.password;
  if (body.metadata !== undefined) group.metadata = body.metadata;
  if (body.tags !== undefined) group.tags = body.tags;
  return group;
}

export function createGroup(
  ctx: DomainContext,
  body: CreateGroupBody,
  onBehalfOf?: string,
): CreatedGroupView {
  const { state } = ctx;
  if (onBehalfOf !== undefined) requireUser(ctx, onBehalfOf);
  const details = limitProblems(body);
  if (Object.keys(details).length > 0) {
    throw invalidGroup(details);
  }
  const guid = normalizeGuid(body.guid);
  if (state.groups.has(guid)) {
    throw guidAlreadyExists(guid);
  }
  if (body.type === 'password' && !body.password) {
    throw emptyGroupPassword();
  }
  if (body.owner !== undefined) requireActiveUser(state, body.owner);

  const owner = body.owner ?? onBehalfOf ?? SYSTEM_UID;
  const group = newGroupRecord(body, guid, owner, ctx.clock.now());
  state.groups.put(group);
  emit(state, { type: 'groupCreated', group, by: onBehalfOf ?? SYSTEM_UID });
  for (const uid of new Set([owner, onBehalfOf])) {
    if (uid !== undefined && uid !== SYSTEM_UID) joinGroup(ctx, guid, uid, 'admin');
  }
  const members = body.members && applyMemberLists(ctx, group, body.members, onBehalfOf ?? SYSTEM_UID);
  // Adding members replaces the record (its updatedAt), so the view is built from the current one.
  const view: CreatedGroupView = presentGroup(state, state.groups.get(guid) ?? group, onBehalfOf ?? owner);
  if (members) view.members = members;
  return view;
}

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
    throw hasJoinedWithoutOnBehalfOf();
  }
  const updatedAt = numberOf(query, 'updatedAt');
  const prepend = textOf(query, 'affix') === 'prepend';
  const count = {
    gte: numberOf(query, 'membersCount[gte]'),
    lte: numberOf(query, 'membersCount[lte]'),
    eq: numberOf(query, 'membersCount[eq]'),
  };
  const narrow = listedGroups(state, viewer);
  const keep = (group: GroupRecord): boolean => {
    if (narrow !== undefined && !narrow(group)) return false;
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

export function getGroup(ctx: DomainContext, guid: string, viewer: string | undefined): GroupView {
  return presentGroup(ctx.state, requireVisibleGroup(ctx, guid, viewer), viewer);
}
