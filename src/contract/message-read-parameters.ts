/**
 * The query parameters of the three message lists (docs/decisions/reads-unsupported-filters.md), every one the real reference declares for
 * them. Which the sandbox honours and which answer 501 is the domain's business (domain/read-filters.ts).
 */
import type { ParameterObject } from 'openapi3-ts/oas30';
import {
  AFFIXES,
  ATTACHMENT_TYPES,
  MESSAGE_ID_MAX,
  MESSAGE_LIST_LIMIT_DEFAULT,
  MESSAGE_LIST_LIMIT_MAX,
  RECEIVER_TYPES,
  SEARCH_KEY_MAX,
  UID_MAX,
} from './limits.ts';
import { paramRef } from './parameters.ts';
import { flag, list, oneOf, q, range, text, time } from './query-parameters.ts';

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
      "With onBehalfOf: only (true) or all but (false) the messages that user received above their delivered mark. Without it: the one-to-one messages their receiver's delivered mark does not cover (no `deliveredAt`).",
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
      'Leaves out thread replies (messages with `parentId`); they are listed by default.',
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

/** The message lists' parameters, those they share and those of one list or two. */
export function messageReadParameters(): Record<string, ParameterObject> {
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
  };
}

/** Every query parameter of the three message lists, as references in the order they are documented. */
export const MESSAGE_LIST_PARAMETERS = [
  'messageSearchKey',
  'hasAttachments',
  'attachmentTypes',
  'hasMentions',
  'hasLinks',
  'mentionedUids',
  'unread',
  'undelivered',
  'messageCount',
  'hideReplies',
  'messageAffix',
  'messageCursorId',
  'category',
  'categories',
  'type',
  'types',
  'myMentionsOnly',
  'hasReactions',
  'sender',
  'mentionsWithBlockedInfo',
  'mentionswithTagInfo',
  'messageLimit',
  'fromTimestamp',
  'toTimestamp',
  'messageWithTags',
  'messageTags',
  'hideQuotedMessages',
].map(paramRef);
