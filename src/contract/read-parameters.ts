/**
 * The query parameters of the reads (docs/decisions/reads-unsupported-filters.md): every one the real reference declares for them, so a
 * real client never meets "unknown parameter". Which the sandbox honours and which answer 501 is the
 * domain's business (domain/read-filters.ts); the README lists the latter.
 */
import type { ParameterObject } from 'openapi3-ts/oas30';
import { messageReadParameters } from './message-read-parameters.ts';
import { flag, list, oneOf, q, range, text, time } from './query-parameters.ts';
import {
  AFFIXES,
  GROUP_SORT_FIELDS,
  GROUP_TYPES,
  RECEIVER_TYPES,
  SCOPES,
  SEARCH_KEY_MAX,
  SORT_ORDERS,
  USER_STATUSES,
} from './limits.ts';

export function readParameters(): Record<string, ParameterObject> {
  return {
    ...messageReadParameters(),
    userSearchKey: q(
      'searchKey',
      text(SEARCH_KEY_MAX),
      'Only users whose name or UID contains this, in any case.',
      'super',
    ),
    userSearchIn: q('searchIn', list(oneOf(['name', 'uid'])), 'Where `searchKey` looks: name, uid or both.'),
    userStatus: q(
      'status',
      { type: 'string', pattern: `^(${USER_STATUSES.join('|')})(,(${USER_STATUSES.join('|')}))*$` },
      'Only users of these statuses, comma-separated.',
      'available',
    ),
    userCount: q(
      'count',
      flag(),
      'Asks for the count of users, which `meta.pagination.total` always carries.',
    ),
    role: q('role', text(100), 'Only users of this role.', 'default'),
    roles: q('roles', list(text(100)), 'Only users of one of these roles.'),
    withTags: q('withTags', flag(), 'Includes the tags of each record.'),
    tags: q('tags', list(), 'Only records with at least one of these tags.'),
    onlyDeactivated: q('onlyDeactivated', flag(), 'Only deactivated users; wins over `withDeactivated`.'),
    withDeactivated: q(
      'withDeactivated',
      flag(),
      'Also deactivated users, whom the list leaves out by default.',
    ),
    ...range('createdAt', 'records created'),
    ...range('updatedAt', 'records updated (or created, when never updated)'),

    groupSearchKey: q(
      'searchKey',
      text(SEARCH_KEY_MAX),
      'Only groups whose name or GUID contains this, in any case.',
      'guid',
    ),
    groupSearchIn: q(
      'searchIn',
      list(oneOf(['name', 'guid'])),
      'Where `searchKey` looks: name, guid or both.',
    ),
    sortBy: q('sortBy', oneOf(GROUP_SORT_FIELDS), 'Sort field; creation order when left out.'),
    sortOrder: q('sortOrder', oneOf(SORT_ORDERS), 'Sort order, ascending by default.'),
    groupAffix: q(
      'affix',
      oneOf(AFFIXES),
      'With `updatedAt`: groups updated at or after (`append`) or at or before (`prepend`) it.',
    ),
    groupUpdatedAt: q('updatedAt', time(), 'See `affix`.'),
    groupType: q('type', oneOf(GROUP_TYPES), 'Only groups of this type.', 'public'),
    groupTypes: q('types', list(oneOf(GROUP_TYPES)), 'Only groups of these types.'),
    hasJoined: q(
      'hasJoined',
      flag(),
      'With onBehalfOf: only the groups that user has (true) or has not (false) joined.',
    ),
    guidFilter: q('guid', text(100), 'Only the group of this GUID.'),
    guids: q('guids', list(text(100)), 'Only the groups of these GUIDs.'),
    membersCountGte: q(
      'membersCount[gte]',
      { type: 'integer', minimum: 0 },
      'Only groups with at least this many members.',
    ),
    membersCountLte: q(
      'membersCount[lte]',
      { type: 'integer', minimum: 0 },
      'Only groups with at most this many members.',
    ),
    membersCountEq: q(
      'membersCount[eq]',
      { type: 'integer', minimum: 0 },
      'Only groups with exactly this many members.',
    ),

    memberStatus: q('status', oneOf(USER_STATUSES), 'Only members of this status.'),
    scopes: q('scopes', list(oneOf(SCOPES)), 'Only members of these scopes.'),

    conversationSearchKey: q(
      'searchKey',
      text(SEARCH_KEY_MAX),
      'Only conversations whose user or group (name, UID or GUID) contains this, in any case.',
    ),
    conversationType: q(
      'conversationType',
      oneOf(RECEIVER_TYPES),
      'Only one-to-one (user) or group conversations.',
    ),
    withUserAndGroupTags: q(
      'withUserAndGroupTags',
      flag(),
      'Includes the tags of the user or group of each conversation.',
    ),
    includeBlockedUsers: q(
      'includeBlockedUsers',
      flag(),
      'Also conversations with users onBehalfOf blocked (left out by default).',
    ),
    withBlockedInfo: q(
      'withBlockedInfo',
      flag(),
      'Includes whether onBehalfOf blocked the user of each conversation.',
    ),
    userTags: q('userTags', list(), 'Only one-to-one conversations whose user has one of these tags.'),
    groupTags: q('groupTags', list(), 'Only group conversations whose group has one of these tags.'),
    conversationUnread: q('unread', flag(), 'Only conversations with unread messages.'),
    hideAgentic: q('hideAgentic', flag(), 'Leaves out agentic conversations; the sandbox has none.'),
    onlyAgentic: q(
      'onlyAgentic',
      flag(),
      'Only agentic conversations; the sandbox has none, so the list is empty.',
    ),
    useCursoredIndex: q(
      'useCursoredIndex',
      { type: 'integer', enum: [0, 1] },
      'Not supported by the sandbox: 501 when 1.',
    ),
    unique: q('unique', { type: 'integer', enum: [0, 1] }, 'Not supported by the sandbox: 501 when 1.'),
  };
}
