/**
 * The standalone Moderation API's messages (POST /moderation/messages and the reads): a message an
 * app whose chat is elsewhere submits for moderation only. Its answer is shaped as a message, with
 * the verdict in `data.moderation`; the users and the group it names may be created from the body.
 */
import type { SchemaObject } from 'openapi3-ts/oas30';
import {
  CUSTOM_TYPE_MAX,
  GROUP_NAME_MAX,
  GROUP_PASSWORD_MAX,
  GROUP_TYPES,
  GUID_MAX,
  GUID_PATTERN,
  ICON_URL_MAX,
  MUID_MAX,
  RECEIVER_TYPES,
  ROLE_MAX,
  UID_MAX,
  UID_PATTERN,
  USER_NAME_MAX,
  USER_URL_MAX,
} from '../limits.ts';
import { arrayOf, closed, freeObject, oneOfStrings, ref, str, timestamp, uid } from '../schema-helpers.ts';
import { MESSAGE_REQUIRED, messageProperties } from './message-schemas.ts';

/** What a standalone message answers with of a message's fields: none of a conversation's. */
const ANSWERED = ['id', 'muid', 'conversationId', 'sender', 'receiverType', 'receiver', 'category', 'type'];
const CHANGES = ['tags', 'sentAt', 'editedAt', 'editedBy', 'updatedAt'];

const uidField = (description: string): SchemaObject =>
  str(description, { minLength: 1, maxLength: UID_MAX, pattern: UID_PATTERN });

export function moderationMessageSchemas(): Record<string, SchemaObject> {
  const message = messageProperties();
  const pick = (names: string[]) => Object.fromEntries(names.map((name) => [name, message[name]!]));
  return {
    ModerationMessage: closed(
      'A message submitted for moderation only, with its verdict in `data.moderation`.',
      { ...pick(ANSWERED), data: ref('ModerationMessageData'), ...pick(CHANGES) },
      MESSAGE_REQUIRED,
    ),
    ModerationMessageData: {
      type: 'object',
      description: 'The content as submitted, plus the entities and the verdict.',
      required: ['entities', 'moderation'],
      properties: {
        text: str('Text of a text message, or the caption of a media message.'),
        metadata: freeObject('Additional data of the message.'),
        customData: freeObject('Content of a custom message.'),
        entities: ref('ConversationEntities'),
        moderation: ref('ModerationVerdict'),
      },
      additionalProperties: true,
    },
    ModerationVerdict: closed(
      'The verdict: `pending` in the answer to a submission, then `approved`, or `disapproved` with the rule that disapproved it.',
      {
        status: oneOfStrings(['pending', 'approved', 'disapproved'], 'The verdict.'),
        rule: closed(
          'The rule that disapproved the message.',
          { id: str('Id of the rule.'), name: str('Name of the rule.') },
          ['id', 'name'],
        ),
      },
      ['status'],
    ),
    ModerationMessageContent: closed('The content to moderate.', {
      text: str('The text, or the caption of a media message.'),
      customData: freeObject('Content of a custom message.'),
      attachments: arrayOf(ref('ModerationAttachment'), 'Files of a media message.'),
      metadata: freeObject('Additional data of the message.'),
    }),
    ModerationAttachment: closed(
      'A file of a media message, by URL.',
      {
        url: str('URL of the file.'),
        name: str('File name.'),
        mimeType: str('MIME type.'),
        extension: str('File extension.'),
        size: {
          description: 'Size in bytes, as a string (as the reference types it) or a number.',
          anyOf: [{ type: 'string' }, { type: 'integer', minimum: 0 }],
        },
      },
      ['url'],
    ),
    ModerationMessageCreateRequest: closed(
      'A message to moderate, and the users or group to create first when they do not exist.',
      {
        muid: str('Client-chosen unique id of the message, echoed in the answer.', {
          minLength: 1,
          maxLength: MUID_MAX,
        }),
        category: oneOfStrings(['message', 'custom'], 'Category of the message; `message` when left out.'),
        type: str(
          'With category `message`: text, image, file, audio or video (`text` when left out); with `custom`, any type (`custom` when left out).',
          { minLength: 1, maxLength: CUSTOM_TYPE_MAX },
        ),
        sender: uidField('UID of the sender.'),
        receiver: str('UID of the receiving user or GUID of the receiving group.', {
          minLength: 1,
          maxLength: Math.max(UID_MAX, GUID_MAX),
        }),
        receiverType: oneOfStrings(RECEIVER_TYPES, 'Whether `receiver` is a user or a group.'),
        data: ref('ModerationMessageContent'),
        senderUserDetails: ref('ModerationUserDetails'),
        receiverUserDetails: ref('ModerationUserDetails'),
        receiverGroupDetails: ref('ModerationGroupDetails'),
        tags: ref('Tags'),
        sentAt: timestamp('When the message was sent; now when left out.'),
      },
      ['sender', 'receiver', 'receiverType'],
    ),
    ModerationMessageUpdateRequest: closed(
      'The new content of a standalone message; it is moderated again.',
      { data: ref('ModerationMessageContent') },
      ['data'],
    ),
    ModerationUserDetails: closed(
      'A user to create when the sender or receiver does not exist yet; `uid` must be the one the message names.',
      {
        uid: uidField('UID of the user; stored lowercased.'),
        name: str('Display name.', { minLength: 1, maxLength: USER_NAME_MAX }),
        avatar: str('URL of the avatar.', { maxLength: USER_URL_MAX }),
        link: str('URL of the profile page.', { maxLength: USER_URL_MAX }),
        role: str('Role of the user; `default` when left out.', { minLength: 1, maxLength: ROLE_MAX }),
        createdAt: timestamp('When the user was created; now when left out.'),
        metadata: freeObject('Additional data of the user (at most 5 KB as JSON).'),
        tags: ref('Tags'),
      },
      ['uid', 'name'],
    ),
    ModerationGroupDetails: closed(
      'A group to create when the receiving group does not exist yet; `guid` must be the receiver.',
      {
        guid: str('GUID of the group; stored lowercased.', {
          minLength: 1,
          maxLength: GUID_MAX,
          pattern: GUID_PATTERN,
        }),
        name: str('Name of the group.', { minLength: 1, maxLength: GROUP_NAME_MAX }),
        type: oneOfStrings(GROUP_TYPES, 'Who may join.'),
        password: str('Password of a password group.', { maxLength: GROUP_PASSWORD_MAX }),
        icon: str('URL of the group icon.', { maxLength: ICON_URL_MAX }),
        owner: uid('UID of the owner; the system user when left out.'),
        createdAt: timestamp('When the group was created; now when left out.'),
        metadata: freeObject('Additional data of the group (at most 5 KB as JSON).'),
        tags: ref('Tags'),
      },
      ['guid', 'name', 'type'],
    ),
  };
}
