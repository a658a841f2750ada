/**
 * The query parameters of the reads (SPEC 9): every one the real reference declares for them, so a
 * real client never meets "unknown parameter". Which the sandbox honours and which answer 501 is the
 * domain's business (domain/read-filters.ts); the README lists the latter.
 */
import type { ParameterObject, SchemaObject } from 'openapi3-ts/oas30';
import {
  AFFIXES,
  ATTACHMENT_TYPES,
  FILTER_VALUE_MAX,
  GROUP_SORT_FIELDS,
  GROUP_TYPES,
  MESSAGE_ID_MAX,
  MESSAGE_LIST_LIMIT_DEFAULT,
  MESSAGE_LIST_LIMIT_MAX,
  RECEIVER_TYPES,
  SCOPES,
  SEARCH_KEY_MAX,
  SORT_ORDERS,
  TAG_MAX,
  UID_MAX,
  USER_STATUSES,
} from './limits.ts';

const text = (max = FILTER_VALUE_MAX): SchemaObject => ({ type: 'string', minLength: 1, maxLength: max });
const flag = (): SchemaObject => ({ type: 'boolean' });
const time = (): SchemaObject => ({ type: 'integer', format: 'int64', minimum: 0 });
const list = (items: SchemaObject = text(TAG_MAX)): SchemaObject => ({
  type: 'array',
  items,
  maxItems: 100,
});
const oneOf = (values: readonly string[]): SchemaObject => ({ type: 'string', enum: [...values] });

function q(name: string, schema: SchemaObject, description: string, example?: unknown): ParameterObject {
  const parameter: ParameterObject = { name, in: 'query', description, schema };
  // Lists go comma-separated (`tags=a,b`), as the real service reads them.
  if (schema.type === 'array') Object.assign(parameter, { style: 'form', explode: false });
  if (example !== undefined) parameter.example = example;
  return parameter;
}

/** `createdAt[from]`-style bounds on a timestamp field. */
const range = (field: string, what: string): Record<string, ParameterObject> => ({
  [`${field}From`]: q(`${field}[from]`, time(), `Only ${what} at or after this time (epoch seconds).`),
  [`${field}To`]: q(`${field}[to]`, time(), `Only ${what} at or before this time (epoch seconds).`),
});

/** Parameters shared by the three message lists. */
function messageListParameters(): Record<string, ParameterObject> {
  return {
    messageSearchKey: q(
      'searchKey',
      text(SEARCH_KEY_MAX),
      'Only messages whose text contains this, in any case.',
      'hello',
    ),
    hasAttachments: q('hasAttachments', flag(), 'Only messages with (true) or without (false) attachments.'),
    attachmentTypes: q('attachmentTypes', oneOf(ATTACHMENT_TYPES), 'Only media messages of this type.'),
    hasMentions: q('hasMentions', flag(), 'Not supported by the sandbox (it keeps no mentions): 501.'),
    hasLinks: q(
      'hasLinks',
      flag(),
      'Only messages whose text holds (true) or does not hold (false) an http(s) link.',
    ),
    mentionedUids: q('mentionedUids', text(), 'Not supported by the sandbox (it keeps no mentions): 501.'),
    unread: q(
      'unread',
      flag(),
      'With onBehalfOf: only (true) or all but (false) the messages that user has not read.',
    ),
    undelivered: q(
      'undelivered',
      flag(),
      'Not supported by the sandbox (it keeps no delivery receipts): 501.',
    ),
    messageCount: q('count', flag(), 'Not supported by the sandbox: 501.'),
    hideMessagesFromBlockedUsers: q(
      'hideMessagesFromBlockedUsers',
      flag(),
      'With onBehalfOf: leaves out messages from users that user blocked.',
    ),
    hideReplies: q(
      'hideReplies',
      flag(),
      'Leaves out thread replies; the sandbox has no threads, so nothing is left out.',
    ),
    messageAffix: q(
      'affix',
      oneOf(AFFIXES),
      'With `id` (or a timestamp): `append` reads the messages after it, oldest first; `prepend` the nearest ones before it. Default `prepend`.',
      'prepend',
    ),
    messageCursorId: q(
      'id',
      { type: 'string', pattern: '^[0-9]+$', maxLength: MESSAGE_ID_MAX },
      'Message id to read from, as in `meta.next` or `meta.previous`.',
      '5',
    ),
    category: q(
      'category',
      text(100),
      'Only messages of this category (message, action, custom, interactive).',
      'message',
    ),
    categories: q('categories', list(text(100)), 'Only messages of these categories.'),
    type: q('type', text(100), 'Only messages of this type (text, image, groupMember, …).', 'text'),
    types: q('types', list(text(100)), 'Only messages of these types.'),
    myMentionsOnly: q('myMentionsOnly', flag(), 'Not supported by the sandbox (it keeps no mentions): 501.'),
    hasReactions: q('hasReactions', flag(), 'Only messages with (true) or without (false) reactions.'),
    sender: q('sender', text(UID_MAX), 'Only messages sent by this UID.', 'superhero1'),
    mentionsWithBlockedInfo: q(
      'mentionsWithBlockedInfo',
      flag(),
      'Not supported by the sandbox (it keeps no mentions): 501.',
    ),
    mentionswithTagInfo: q(
      'mentionswithTagInfo',
      flag(),
      'Not supported by the sandbox (it keeps no mentions): 501.',
    ),
    messageLimit: q(
      'limit',
      // No schema default: the validator would fill it in, and `perPage` could not stand in for it.
      { type: 'integer', minimum: 1, maximum: MESSAGE_LIST_LIMIT_MAX },
      `Messages per page, ${MESSAGE_LIST_LIMIT_DEFAULT} when left out, at most ${MESSAGE_LIST_LIMIT_MAX}.`,
      MESSAGE_LIST_LIMIT_DEFAULT,
    ),
    fromTimestamp: q('fromTimestamp', time(), 'Only messages sent at or after this time (epoch seconds).'),
    toTimestamp: q('toTimestamp', time(), 'Only messages sent at or before this time (epoch seconds).'),
    messageWithTags: q('withTags', flag(), 'Includes the tags of each message.'),
    messageTags: q('tags', list(), 'Only messages with at least one of these tags.'),
    hideQuotedMessages: q('hideQuotedMessages', flag(), 'Leaves the `quotedMessage` of each message out.'),
  };
}

export function readParameters(): Record<string, ParameterObject> {
  return {
    ...messageListParameters(),
    messagePerPage: q(
      'perPage',
      { type: 'integer', minimum: 1, maximum: MESSAGE_LIST_LIMIT_MAX },
      'Another name for `limit` on this list.',
    ),
    receiverType: q('receiverType', oneOf(RECEIVER_TYPES), 'Only messages to users, or to groups.'),
    senders: q('senders', list(text(UID_MAX)), 'Only messages sent by one of these UIDs.'),
    hideDeleted: q('hideDeleted', flag(), 'Leaves deleted messages out.'),
    onlyDeleted: q('onlyDeleted', flag(), 'Only deleted messages.'),
    sentAt: q(
      'sentAt',
      time(),
      'With `affix`: messages sent at or after (`append`, the default here) or at or before (`prepend`) this time.',
    ),
    ...range('sentAt', 'messages sent'),
    ...range('editedAt', 'messages edited'),
    conversationIdPath: {
      name: 'conversationId',
      in: 'path',
      required: true,
      description: '`<uid>_user_<uid>` or `group_<guid>`.',
      schema: text(250),
      example: 'superhero1_user_superhero2',
    },
    conversationId: q(
      'conversationId',
      text(250),
      'Only the messages of this conversation.',
      'group_cometchat-guid-1',
    ),

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
    onlyDeactivated: q(
      'onlyDeactivated',
      flag(),
      'Only deactivated users; the sandbox deactivates none, so the list is empty.',
    ),
    withDeactivated: q('withDeactivated', flag(), 'Also deactivated users; the sandbox deactivates none.'),
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
