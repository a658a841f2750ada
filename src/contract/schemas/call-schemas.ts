/**
 * Call messages as the server returns them (see presentCall in src/domain/present.ts): the message
 * that records a state of a call names who acted (`by`), the call (`on`) and the message's receiver
 * (`for`). The sandbox places no calls; they come from fixtures or a state import.
 */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { CALL_STATUSES, CALL_TYPES, RECEIVER_TYPES } from '../limits.ts';
import {
  closed,
  freeObject,
  oneOfStrings,
  receiverEntity,
  ref,
  str,
  tag,
  timestamp,
} from '../schema-helpers.ts';

export function callSchemas(): Record<string, SchemaObject> {
  return {
    CallEntities: closed(
      'Who acted (`by`) on which call (`on`), for whom (`for`: the receiver of the message).',
      {
        by: ref('UserEntity'),
        on: ref('CallEntity'),
        for: receiverEntity('The receiver of the message.'),
      },
      ['by', 'on', 'for'],
    ),
    CallEntity: closed(
      'A call embedded in a call message.',
      { entity: ref('Call'), entityType: tag('call', 'Kind of entity.') },
      ['entity', 'entityType'],
    ),
    Call: closed(
      'A call session as the call message recording one of its states saw it.',
      {
        data: closed(
          'Who placed the call and who received it, and the data the caller attached.',
          { entities: ref('ConversationEntities'), metadata: freeObject('Data the caller attached.') },
          ['entities'],
        ),
        type: oneOfStrings(CALL_TYPES, 'Audio or video.'),
        sender: str('UID of who placed the call.'),
        status: oneOfStrings(CALL_STATUSES, 'State of the call; also the `data.action` of its message.'),
        joinedAt: timestamp('When the receiver joined, once they did.'),
        receiver: str('UID or GUID of who the call was placed to.'),
        sessionid: str('Id of the call session, the same in every message of the call.'),
        startedAt: timestamp('When the call started, once it did.'),
        endedAt: timestamp('When the call ended, once it did.'),
        wsChannel: closed(
          'The realtime channel the participants join.',
          {
            identity: str('Identity of the participant on the channel.'),
            secret: str('Secret of the channel.'),
            service: str('Service of the channel.'),
          },
          ['identity', 'secret', 'service'],
        ),
        initiatedAt: timestamp('When the call was placed.'),
        receiverType: oneOfStrings(RECEIVER_TYPES, 'Whether the call was placed to a user or a group.'),
        conversationId: str('Conversation of the call.'),
      },
      [
        'data',
        'type',
        'sender',
        'status',
        'receiver',
        'sessionid',
        'initiatedAt',
        'receiverType',
        'conversationId',
      ],
    ),
  };
}
