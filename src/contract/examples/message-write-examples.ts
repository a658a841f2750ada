/** Bodies and answers of the message writes: sending as a user, editing, deleting. */
import type { ExampleObject } from 'openapi3-ts/oas30';
import type { MessageView } from '../views.ts';
import { greeting, messageExample } from './message-examples.ts';
import { type ExampleUid, GUID, userEntity } from './people-examples.ts';

export const SENT_AT = 1700400000;

export function sendMessageRequestExamples(): Record<string, ExampleObject> {
  return {
    text: {
      summary: 'Text message to a user, quoting a message',
      value: {
        category: 'message',
        type: 'text',
        receiver: 'superhero2',
        receiverType: 'user',
        muid: 'web-1700400000-a1',
        quotedMessageId: '2',
        data: { text: 'See you at the briefing.' },
      },
    },
    media: {
      summary: 'Image message to a group, with a caption and tags',
      value: {
        category: 'message',
        type: 'image',
        receiver: GUID,
        receiverType: 'group',
        tags: ['blueprints'],
        data: {
          text: 'The new suit',
          attachments: [
            {
              url: 'https://data-us.cometchat.io/assets/images/blueprints/mark-85.png',
              name: 'mark-85.png',
              mimeType: 'image/png',
              extension: 'png',
              size: '5120',
            },
          ],
        },
      },
    },
    custom: {
      summary: 'Custom message',
      value: {
        category: 'custom',
        type: 'location',
        receiver: 'superhero2',
        receiverType: 'user',
        data: { customData: { latitude: 40.7484, longitude: -73.9857 } },
      },
    },
    multipleReceivers: {
      summary: 'Text message to two users and a group',
      value: {
        category: 'message',
        multipleReceivers: { uids: ['superhero2', 'superhero3'], guids: [GUID] },
        data: { text: 'Suit-up in ten minutes.' },
      },
    },
  };
}

export function sentMessageExamples(): Record<string, ExampleObject> {
  const text = messageExample({
    id: '20',
    muid: 'web-1700400000-a1',
    sender: 'superhero1',
    to: 'superhero2',
    data: { text: 'See you at the briefing.' },
    sentAt: SENT_AT,
  });
  const media = messageExample({
    id: '21',
    sender: 'superhero1',
    to: { group: 5 },
    type: 'image',
    data: {
      text: 'The new suit',
      attachments: [
        {
          url: 'https://data-us.cometchat.io/assets/images/blueprints/mark-85.png',
          name: 'mark-85.png',
          mimeType: 'image/png',
          extension: 'png',
          size: 5120,
        },
      ],
    },
    sentAt: SENT_AT,
  });
  return {
    text: {
      summary: 'Text message to a user, quoting a message',
      value: { data: { ...text, quotedMessage: greeting() } },
    },
    media: { summary: 'Image message to a group', value: { data: { ...media, tags: ['blueprints'] } } },
  };
}

const EDITED_AT = 1700400300;

/** The action message of an edit or a deletion of `message` by `by`, as the server presents it. */
function messageAction(id: string, action: 'edited' | 'deleted', by: ExampleUid, message: MessageView) {
  return {
    id,
    conversationId: message.conversationId,
    sender: message.sender,
    receiverType: message.receiverType,
    receiver: message.receiver,
    category: 'action',
    type: 'message',
    data: {
      action,
      entities: {
        by: userEntity(by),
        on: { entity: message, entityType: 'message' },
        for: message.data.entities['receiver'],
      },
    },
    sentAt: EDITED_AT,
    updatedAt: EDITED_AT,
  };
}

export function updatedMessageExamples(): Record<string, ExampleObject> {
  const { updatedAt: _, ...original } = greeting();
  const message: MessageView = {
    ...original,
    data: { ...original.data, text: 'Hi, Cap!' },
    tags: ['greeting'],
    editedAt: EDITED_AT,
    editedBy: 'superhero1',
    updatedAt: EDITED_AT,
  };
  return {
    text: {
      summary: 'superhero1 edited message 2',
      value: { data: messageAction('22', 'edited', 'superhero1', message) },
    },
  };
}

export function deletedMessageExamples(): Record<string, ExampleObject> {
  const { updatedAt: _, data, ...original } = greeting();
  const message: MessageView = {
    ...original,
    data: { entities: data.entities },
    deletedAt: EDITED_AT,
    deletedBy: 'superhero1',
    updatedAt: EDITED_AT,
  };
  return {
    deleted: {
      summary: 'superhero1 deleted message 2',
      value: { data: messageAction('23', 'deleted', 'superhero1', message) },
    },
  };
}
