/**
 * A user's mutes, timezone and contact details (SPEC 20), with the reference's examples; the family's
 * settings and preferences are in notification-preferences.ts.
 */
import { family } from '../operation-record.ts';
import { paramRef } from '../parameters.ts';
import { dataOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { MUTED_CONVERSATIONS_MAX } from '../schemas/notification-schemas.ts';
import { success, uidQuery, UNKNOWN_UID_DETAILS } from './notification-examples.ts';

const CONTACT = { email: 'someone@example.com', phno: '+919591128691' };
const MUTED = { id: 'cometchat-guid-1', type: 'group', until: 1893456000000 };

export const notificationUserSettingOperations = family('notification-preferences', {
  listMutedConversations: {
    method: 'get',
    path: '/notifications/v1/preferences/mute',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'List a user’s muted conversations',
      description: 'The mutes still running on the app clock; expired ones are left out.',
      parameters: [uidQuery],
      success: {
        description: 'The muted conversations.',
        schema: dataOf(ref('MutedConversations'), 'The muted conversations.'),
        examples: { none: { summary: 'Nothing muted', value: { data: { mutedConversations: [] } } } },
      },
      badRequestDetails: UNKNOWN_UID_DETAILS,
    }),
  },
  muteConversations: {
    method: 'put',
    path: '/notifications/v1/preferences/mute',
    body: 'required',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'Mute conversations',
      description: `Mutes each conversation until \`until\` (epoch milliseconds), which must be after the app clock’s now (else 400); a mute replaces an earlier one of its conversation. A user keeps at most ${MUTED_CONVERSATIONS_MAX}.`,
      parameters: [uidQuery],
      body: {
        schema: 'MuteRequest',
        description: 'The conversations.',
        examples: { muted: { summary: 'A group muted until 2030', value: { conversations: [MUTED] } } },
      },
      success: success('muted', 'Muted'),
      badRequestDetails: { 'conversations.0.until': ['must be after now (epoch milliseconds)'] },
    }),
  },
  unmuteConversations: {
    method: 'delete',
    path: '/notifications/v1/preferences/mute',
    body: 'required',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'Unmute conversations',
      description: 'Ends the mutes of the conversations named; those not muted are passed over.',
      parameters: [uidQuery],
      body: {
        schema: 'UnmuteRequest',
        description: 'The conversations.',
        examples: {
          unmuted: {
            summary: 'The group unmuted',
            value: { conversations: [{ id: MUTED.id, type: 'group' }] },
          },
        },
      },
      success: success('unmuted', 'Unmuted'),
      badRequestDetails: { 'conversations.0.type': ['must be equal to one of the allowed values'] },
    }),
  },
  getNotificationTimezone: {
    method: 'get',
    path: '/notifications/v1/preferences/timezone',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'Get a user’s timezone',
      description: 'The zone the schedule is read in: UTC until one is set, here or by a push token.',
      parameters: [uidQuery],
      success: {
        description: 'The timezone.',
        schema: dataOf(ref('Timezone'), 'The timezone.'),
        examples: { utc: { summary: 'None set', value: { data: { timezone: 'UTC' } } } },
      },
      badRequestDetails: UNKNOWN_UID_DETAILS,
    }),
  },
  updateNotificationTimezone: {
    method: 'patch',
    path: '/notifications/v1/preferences/timezone',
    body: 'required',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'Set a user’s timezone',
      description: 'An IANA zone the runtime knows (else 400 ERR_BAD_REQUEST).',
      parameters: [uidQuery],
      body: {
        schema: 'Timezone',
        description: 'The zone.',
        examples: { zone: { summary: 'India', value: { timezone: 'Asia/Kolkata' } } },
      },
      success: {
        description: 'The timezone.',
        schema: dataOf(ref('Timezone'), 'The timezone.'),
        examples: { zone: { summary: 'India', value: { data: { timezone: 'Asia/Kolkata' } } } },
      },
      badRequestDetails: { timezone: ['must be an IANA time zone, e.g. Asia/Tokyo'] },
    }),
  },
  getContactDetails: {
    method: 'get',
    path: '/notifications/v1/contact-details',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'Get a user’s contact details',
      description:
        'The email address and phone number email and SMS notifications go to; `{}` while none are stored.',
      parameters: [paramRef('onBehalfOfRequired')],
      success: {
        description: 'The contact details.',
        schema: dataOf(ref('ContactDetails'), 'The contact details.'),
        examples: { none: { summary: 'None stored', value: { data: {} } } },
      },
      badRequestDetails: { onBehalfOf: ['is required'] },
    }),
  },
  updateContactDetails: {
    method: 'patch',
    path: '/notifications/v1/contact-details',
    body: 'required',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'Update a user’s contact details',
      description:
        'The fields sent replace those stored. `phno` carries its country code (E.164: `+` and 7 to 15 digits).',
      parameters: [paramRef('onBehalfOfRequired')],
      body: {
        schema: 'ContactDetails',
        description: 'The details.',
        examples: { details: { summary: 'The reference’s example', value: CONTACT } },
      },
      success: {
        description: 'The contact details now.',
        schema: dataOf(ref('ContactDetails'), 'The contact details.'),
        examples: { details: { summary: 'Both stored', value: { data: CONTACT } } },
      },
      badRequestDetails: { phno: ['must match pattern "^\\+[1-9][0-9]{6,14}$"'] },
    }),
  },
  deleteContactDetails: {
    method: 'delete',
    path: '/notifications/v1/contact-details',
    errors: ['ERR_UID_NOT_FOUND'],
    document: () => ({
      summary: 'Delete a user’s contact details',
      description: 'Both go.',
      parameters: [paramRef('onBehalfOfRequired')],
      success: success('deleted', 'Deleted'),
      badRequestDetails: { onBehalfOf: ['is required'] },
    }),
  },
});
