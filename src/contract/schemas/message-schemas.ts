/**
 * Messages as the server returns them (see presentMessage in src/domain/present.ts). `data` stays
 * open because interactive and custom messages echo the fields the sender chose; everything the
 * server adds to it (entities, reactions, moderation) is exact.
 */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { MEMBER_ACTIONS, MESSAGE_CATEGORIES, RECEIVER_TYPES, SCOPES, SYSTEM_UID } from '../limits.ts';
import {
  arrayOf,
  closed,
  freeObject,
  int,
  oneOfStrings,
  receiverEntity,
  ref,
  str,
  tag,
  timestamp,
  type Properties,
} from '../schema-helpers.ts';

export function messageProperties(): Properties {
  return {
    id: str('Message id (a decimal string, increasing per app).'),
    muid: str('Client-chosen unique id; present when the sender gave one.'),
    conversationId: str('`<uid>_user_<uid>` for a one-to-one conversation, `group_<guid>` for a group.'),
    sender: str('UID of the sender.'),
    receiverType: oneOfStrings(RECEIVER_TYPES, 'Whether the receiver is a user or a group.'),
    receiver: str('UID or GUID of the receiver.'),
    category: oneOfStrings(MESSAGE_CATEGORIES, 'Category of the message.'),
    type: str(
      'Type within the category (text, image, card, form, groupMember, audio or video for a call, or a custom type).',
    ),
    data: ref('MessageData'),
    tags: arrayOf(str('A tag.'), 'Tags of the message.'),
    parentId: str('Id of the message a thread reply answers; present on replies only.'),
    replyCount: int('Thread replies the reader may see; absent when there are none.', { minimum: 1 }),
    sentAt: timestamp('When the message was sent.'),
    editedAt: timestamp('When the message was last edited; present once it was.'),
    editedBy: str('UID of who last edited the message (`app_system` for the app).'),
    deliveredAt: timestamp(
      "When the receiver's delivered mark first covered this one-to-one message; absent before, and on group messages.",
    ),
    readAt: timestamp(
      "When the receiver's read mark first covered this one-to-one message; absent before, and on group messages.",
    ),
    deletedAt: timestamp(
      'When the message was deleted; present once it was. A deleted message has no content.',
    ),
    deletedBy: str('UID of who deleted the message (`app_system` for the app).'),
    updatedAt: timestamp('Time of the last change.'),
    pinnedBy: str(
      'UID of who pinned the message in its conversation (`app_system` for the app); absent when not pinned.',
    ),
    pinnedAt: timestamp('When the message was pinned; absent when not pinned.'),
    savedAt: timestamp('When the acting user saved the message; only in the answer of the save operation.'),
  };
}

export const MESSAGE_REQUIRED = [
  'id',
  'conversationId',
  'sender',
  'receiverType',
  'receiver',
  'category',
  'type',
  'data',
  'sentAt',
  'updatedAt',
];

export const moderationAndReactions = (): Properties => ({
  reactions: arrayOf(ref('ReactionAggregate'), 'Reactions, in the order each first appeared.', {
    minItems: 1,
  }),
  moderation: ref('MessageModeration'),
});

export function messageSchemas(): Record<string, SchemaObject> {
  return {
    Message: closed(
      'A message.',
      { ...messageProperties(), quotedMessage: ref('QuotedMessage') },
      MESSAGE_REQUIRED,
    ),
    QuotedMessage: closed(
      'The message a sent message quotes (included when `quotedMessageId` was sent).',
      messageProperties(),
      MESSAGE_REQUIRED,
    ),
    MessageData: {
      type: 'object',
      description:
        'Content of a message: its own fields (text, metadata, attachments, customData, interactive fields, action) plus entities, reactions and moderation.',
      required: ['entities'],
      properties: {
        text: str('Text of a text message.'),
        metadata: freeObject('Additional data of the message.'),
        attachments: arrayOf(ref('Attachment'), 'Files of a media message.'),
        entities: ref('MessageEntities'),
        ...moderationAndReactions(),
        interactions: arrayOf(
          ref('Interaction'),
          'The reading user’s interactions, on an interactive message.',
        ),
      },
      additionalProperties: true,
    },
    Attachment: closed(
      'A file attached to a returned message.',
      {
        url: str('URL of the file.'),
        name: str('File name.'),
        mimeType: str('MIME type.'),
        extension: str('File extension.'),
        size: int('Size in bytes.', { minimum: 0 }),
      },
      ['url'],
    ),
    MessageModeration: closed(
      'Moderation state; present when the app had moderation rules when the message was sent: `pending` in the send answer, the verdict in every read.',
      {
        status: oneOfStrings(['pending', 'approved', 'disapproved'], 'The verdict, or `pending` as sent.'),
        rule: closed('The rule that disapproved it.', { id: str('Rule id.'), name: str('Rule name.') }, [
          'id',
          'name',
        ]),
      },
      ['status'],
    ),
    MessageEntities: {
      description: 'Records of who sent and received the message, or for an action message who did what.',
      oneOf: [
        ref('ConversationEntities'),
        ref('ActionEntities'),
        ref('MessageActionEntities'),
        ref('CallEntities'),
      ],
    },
    ConversationEntities: closed(
      'Sender and receiver of a message.',
      {
        sender: ref('UserEntity'),
        receiver: receiverEntity('The receiving user or group.'),
      },
      ['sender', 'receiver'],
    ),
    ActionEntities: closed(
      'Who acted (`by`), on whom (`on`), in which group (`for`).',
      { by: ref('UserEntity'), on: ref('UserEntity'), for: ref('GroupEntity') },
      ['by', 'on', 'for'],
    ),
    UserEntity: closed(
      'A user embedded in a message.',
      { entity: ref('User'), entityType: tag('user', 'Kind of entity.') },
      ['entity', 'entityType'],
    ),
    GroupEntity: closed(
      'A group embedded in a message.',
      { entity: ref('Group'), entityType: tag('group', 'Kind of entity.') },
      ['entity', 'entityType'],
    ),
    ActionMessage: closed(
      'The message the service creates when group membership changes: a user added, banned or kicked, or a scope changed.',
      {
        ...messageProperties(),
        sender: tag(SYSTEM_UID, 'Action messages are sent by the system user.'),
        receiverType: tag('group', 'Action messages go to the group.'),
        category: tag('action', 'Category of action messages.'),
        type: tag('groupMember', 'Type of membership actions.'),
        data: closed(
          'What happened.',
          {
            action: oneOfStrings(MEMBER_ACTIONS, 'The membership action.'),
            entities: ref('ActionEntities'),
            extras: closed(
              'What a scope change changed; present on scopeChanged only.',
              {
                scope: closed(
                  'The scopes before and after.',
                  {
                    new: oneOfStrings(SCOPES, 'The scope after the change.'),
                    old: oneOfStrings(SCOPES, 'The scope before the change.'),
                  },
                  ['new', 'old'],
                ),
              },
              ['scope'],
            ),
            ...moderationAndReactions(),
          },
          ['action', 'entities'],
        ),
      },
      MESSAGE_REQUIRED,
    ),
  };
}
