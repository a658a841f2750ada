/**
 * The body of sendBotMessage: a `oneOf` chosen by `category`, and for interactive messages by
 * `type`. Every branch repeats the common fields itself because a closed object cannot be extended
 * through `allOf` in OpenAPI 3.0.
 */
import type { SchemaObject } from 'openapi3-ts/oas30';
import {
  CUSTOM_TYPE_MAX,
  GUID_MAX,
  GUID_PATTERN,
  INTERACTIVE_TYPES,
  MESSAGE_ID_MAX,
  MESSAGE_TYPES,
  MUID_MAX,
  RECEIVER_TYPES,
  TAG_MAX,
  TAGS_MAX,
  UID_MAX,
} from '../limits.ts';
import {
  type Properties,
  arrayOf,
  closed,
  discriminated,
  freeObject,
  oneOfStrings,
  ref,
  str,
  tag,
  uid,
} from '../schema-helpers.ts';

/** The fields every message body shares, whoever sends it. */
export function commonProperties(): Properties {
  return {
    receiver: str('UID of the receiving user or GUID of the receiving group.', {
      minLength: 1,
      maxLength: Math.max(UID_MAX, GUID_MAX),
    }),
    receiverType: oneOfStrings(RECEIVER_TYPES, 'Whether `receiver` is a user or a group.'),
    muid: str('Client-chosen unique id of the message, echoed in the answer.', {
      minLength: 1,
      maxLength: MUID_MAX,
    }),
    multipleReceivers: ref('MultipleReceivers'),
    tags: ref('Tags'),
  };
}

const INTERACTIVE_BRANCHES: Record<(typeof INTERACTIVE_TYPES)[number], [string, string]> = {
  card: ['CardBotMessage', 'CardData'],
  form: ['FormBotMessage', 'FormData'],
  customInteractive: ['CustomInteractiveBotMessage', 'CustomInteractiveData'],
  scheduler: ['SchedulerBotMessage', 'SchedulerData'],
};

function interactiveBranches(): Record<string, SchemaObject> {
  return Object.fromEntries(
    Object.entries(INTERACTIVE_BRANCHES).map(([type, [name, data]]) => [
      name,
      closed(
        `An interactive message of type ${type}.`,
        {
          ...commonProperties(),
          category: tag('interactive', 'Category of the message.'),
          type: tag(type, 'Type of the interactive message; it selects the shape of `data`.'),
          data: ref(data),
        },
        ['category', 'type', 'data'],
      ),
    ]),
  );
}

export function botMessageSchemas(): Record<string, SchemaObject> {
  return {
    BotMessageRequest: discriminated('A message sent by a bot, shaped by its `category`.', 'category', {
      message: 'MessageBotMessage',
      interactive: 'InteractiveBotMessage',
      custom: 'CustomBotMessage',
    }),
    MessageBotMessage: closed(
      'A text or media message.',
      {
        ...commonProperties(),
        category: tag('message', 'Category of the message.'),
        // No `default` keyword: a validator filling defaults while trying every `oneOf` branch would
        // write it into bodies of the other categories too.
        type: oneOfStrings(MESSAGE_TYPES, 'Type of the message; text when left out.'),
        data: ref('MessageBotMessageData'),
        quotedMessageId: str('Id of a message to quote; the answer then includes `quotedMessage`.', {
          minLength: 1,
          maxLength: MESSAGE_ID_MAX,
        }),
      },
      ['category'],
    ),
    MessageBotMessageData: closed('Content of a text or media message.', {
      text: str('Text of a text message; required and non-empty when `type` is text.'),
      metadata: freeObject('Additional data of the message (at most 5 KB as JSON).'),
      // No minItems: an empty list on a media message is answered by the rule's own
      // ERR_INVALID_MESSAGE_DATA rather than a generic schema error.
      attachments: arrayOf(ref('AttachmentRequest'), 'Files of a media message (type other than text).'),
    }),
    AttachmentRequest: closed(
      'A file of a media message.',
      {
        url: str('URL of the file.', { minLength: 1 }),
        name: str('File name.'),
        mimeType: str('MIME type.'),
        extension: str('File extension.'),
        size: str('Size in bytes, as a string of digits.', { pattern: '^[0-9]+$' }),
      },
      ['url'],
    ),
    CustomBotMessage: closed(
      'A message whose type and content the client defines.',
      {
        ...commonProperties(),
        category: tag('custom', 'Category of the message.'),
        type: str('Type chosen by the client; custom when left out.', {
          minLength: 1,
          maxLength: CUSTOM_TYPE_MAX,
        }),
        data: ref('CustomBotMessageData'),
      },
      ['category'],
    ),
    CustomBotMessageData: closed('Content of a custom message.', {
      customData: freeObject('Any JSON object; required.'),
      metadata: freeObject('Additional data of the message (at most 5 KB as JSON).'),
    }),
    InteractiveBotMessage: discriminated(
      'An interactive message (card, form, custom interactive or scheduler), shaped by its `type`.',
      'type',
      Object.fromEntries(Object.entries(INTERACTIVE_BRANCHES).map(([type, [name]]) => [type, name])),
      {
        type: 'object',
        required: ['category', 'type'],
        properties: {
          category: tag('interactive', 'Category of the message.'),
          type: oneOfStrings(INTERACTIVE_TYPES, 'Type of the interactive message.'),
        },
      },
    ),
    ...interactiveBranches(),
    MultipleReceivers: closed(
      'Receivers of copies of the message, besides or instead of `receiver`.',
      {
        uids: arrayOf(uid('A UID.'), 'UIDs of receiving users.', { minItems: 1 }),
        guids: arrayOf(
          str('A GUID.', { minLength: 1, maxLength: GUID_MAX, pattern: GUID_PATTERN }),
          'GUIDs of receiving groups.',
          { minItems: 1 },
        ),
      },
      [],
      { minProperties: 1 },
    ),
    Tags: arrayOf(str('A tag.', { minLength: 1, maxLength: TAG_MAX }), `At most ${TAGS_MAX} tags.`, {
      maxItems: TAGS_MAX,
    }),
  };
}
