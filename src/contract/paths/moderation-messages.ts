/**
 * The standalone Moderation API (SPEC 19): messages an app whose chat is elsewhere submits for
 * moderation only. They take ids from the app's message sequence but are never delivered: no
 * conversation, message list, webhook or metric sees them.
 */
import type { ParameterObject } from 'openapi3-ts/oas30';
import { GUID_MAX, MESSAGE_ID_MAX, MESSAGE_LIST_LIMIT_MAX, UID_MAX } from '../limits.ts';
import { family } from '../operation-record.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { answer, DISAPPROVED, submissionExamples } from '../examples/moderation-message-examples.ts';

const query = (name: string, schema: ParameterObject['schema'], description: string): ParameterObject => ({
  name,
  in: 'query',
  description,
  schema,
});

export const moderationMessageOperations = family('moderation-messages', {
  createModerationMessage: {
    method: 'post',
    path: '/moderation/messages',
    body: 'required',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_GUID_NOT_FOUND', 'ERR_ROLE_NOT_FOUND', 'ERR_EMPTY_GROUP_PASS'],
    document: () => ({
      summary: 'Submit a message for moderation',
      description: [
        'Submits a message for moderation only, for an app whose chat is not this service: it is checked against the app’s moderation rules and stored, never delivered. It takes its id from the app’s message sequence but no conversation, message list, webhook, metric or notification shows it.',
        'A sender, receiving user or receiving group that does not exist is created first from `senderUserDetails`, `receiverUserDetails` or `receiverGroupDetails` (whose `uid` or `guid` must be the one the message names); without them → 404 ERR_UID_NOT_FOUND or ERR_GUID_NOT_FOUND, and nothing is created.',
        'The answer says `moderation.status: pending`; the reads then show the verdict: `approved`, or `disapproved` with the rule that matched. A disapproved message has a blocked-message record, which the moderators’ review finds.',
      ].join('\n\n'),
      parameters: [],
      body: {
        schema: 'ModerationMessageCreateRequest',
        description: 'The message, and the users or group to create first.',
        examples: submissionExamples(),
      },
      success: {
        description: 'The message, its verdict pending.',
        schema: dataOf(ref('ModerationMessage'), 'The message.'),
        examples: {
          submitted: { summary: 'Pending', value: { data: answer('Hi new user', { status: 'pending' }) } },
        },
      },
      badRequestDetails: { receiverType: ['must be equal to one of the allowed values'] },
    }),
  },
  listModerationMessages: {
    method: 'get',
    path: '/moderation/messages',
    errors: [],
    document: () => ({
      summary: 'List messages submitted for moderation',
      description:
        'The standalone messages by the message lists’ cursor (`id`, `affix`, `limit`; newest page first), each with its verdict, narrowed by `sender`, `receiverUID`, `receiverGUID`, `category`, `type` and `moderationStatus`. The verdict is reached at once, so `pending` lists none.',
      parameters: [
        paramRef('sender'),
        query(
          'receiverUID',
          { type: 'string', minLength: 1, maxLength: UID_MAX },
          'Only messages to this user.',
        ),
        query(
          'receiverGUID',
          { type: 'string', minLength: 1, maxLength: GUID_MAX },
          'Only messages to this group.',
        ),
        query('category', { type: 'string', enum: ['message', 'custom'] }, 'Only messages of this category.'),
        paramRef('type'),
        query(
          'moderationStatus',
          { type: 'string', enum: ['approved', 'disapproved', 'pending'] },
          'Only messages with this verdict.',
        ),
        paramRef('messageAffix'),
        paramRef('messageCursorId'),
        paramRef('messageLimit'),
      ],
      success: {
        description: 'A page of messages.',
        schema: listOf('ModerationMessage', 'MessageCursorMeta', 'Messages.'),
        examples: {
          moderationMessages: {
            summary: 'One approved message',
            value: {
              data: [answer('Hi new user', { status: 'approved' })],
              meta: {
                current: { limit: 100, count: 1 },
                next: { affix: 'append', sentAt: 1750335220, id: '1' },
                previous: { affix: 'prepend', sentAt: 1750335220, id: '1' },
              },
            },
          },
        },
      },
      badRequestDetails: { limit: [`must be <= ${MESSAGE_LIST_LIMIT_MAX}`] },
    }),
  },
  getModerationMessage: {
    method: 'get',
    path: '/moderation/messages/{id}',
    errors: ['ERR_MESSAGE_ID_NOT_FOUND'],
    document: () => ({
      summary: 'Get a message submitted for moderation',
      description:
        'One standalone message with its verdict: `approved`, or `disapproved` with the rule. The id of a chat message is not one of them (404).',
      parameters: [paramRef('messageId')],
      success: {
        description: 'The message.',
        schema: dataOf(ref('ModerationMessage'), 'The message.'),
        examples: {
          approved: { summary: 'Approved', value: { data: answer('Hi new user', { status: 'approved' }) } },
          disapproved: { summary: 'Disapproved by a rule', value: { data: answer('spam', DISAPPROVED) } },
        },
      },
      badRequestDetails: { id: [`must NOT have more than ${MESSAGE_ID_MAX} characters`] },
    }),
  },
  updateModerationMessage: {
    method: 'put',
    path: '/moderation/messages/{id}',
    body: 'required',
    errors: ['ERR_MESSAGE_ID_NOT_FOUND'],
    document: () => ({
      summary: 'Edit a message submitted for moderation',
      description:
        'Replaces the message’s `data` and moderates it again: the answer is the new verdict. A disapproved message that now passes loses its blocked-message record (and a review of it); one that a rule now matches gets one.',
      parameters: [paramRef('messageId')],
      body: {
        schema: 'ModerationMessageUpdateRequest',
        description: 'The new content.',
        examples: {
          updated: {
            summary: 'The reference’s edit',
            value: { data: { text: 'This message has been updated.' } },
          },
        },
      },
      success: {
        description: 'The message with its new verdict.',
        schema: dataOf(ref('ModerationMessage'), 'The message.'),
        examples: {
          updated: {
            summary: 'Approved after the edit',
            value: {
              data: answer(
                'heyaya, I’m updated',
                { status: 'approved' },
                { editedAt: 1751645607, editedBy: 'cometchat-uid-1' },
              ),
            },
          },
        },
      },
      badRequestDetails: { data: ['must be object'] },
    }),
  },
  deleteModerationMessage: {
    method: 'delete',
    path: '/moderation/messages/{id}',
    errors: ['ERR_MESSAGE_ID_NOT_FOUND'],
    document: () => ({
      summary: 'Delete a message submitted for moderation',
      description: 'Removes the message with its moderation data (its blocked-message record and review).',
      parameters: [paramRef('messageId')],
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          deleted: {
            summary: 'Deleted',
            value: {
              data: { success: true, message: 'Message with id 20011 has been deleted successfully.' },
            },
          },
        },
      },
      badRequestDetails: { id: [`must NOT have more than ${MESSAGE_ID_MAX} characters`] },
    }),
  },
});
