/** Bodies and results of the group operations: create, update, add members, reset conversation. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import {
  GROUP_DESCRIPTION_MAX,
  GROUP_NAME_MAX,
  GROUP_PASSWORD_MAX,
  GROUP_TYPES,
  GUID_MAX,
  GUID_PATTERN,
  ICON_URL_MAX,
  MEMBERS_PER_CALL_MAX,
} from '../limits.ts';
import { MEMBER_FAILURE_CODES } from '../operations.ts';
import { arrayOf, bool, closed, freeObject, oneOfStrings, ref, str, uid } from '../schema-helpers.ts';

const uids = (description: string, minItems = 1): SchemaObject =>
  arrayOf(uid('A UID.'), description, { minItems, maxItems: MEMBERS_PER_CALL_MAX });

const resultsByUid = (entry: string, description: string): SchemaObject => ({
  type: 'object',
  description,
  additionalProperties: ref(entry),
});

export function groupSchemas(): Record<string, SchemaObject> {
  return {
    GroupCreateRequest: closed(
      'A new group.',
      {
        guid: str('Unique group identifier; letters, digits and dashes; stored lowercased.', {
          minLength: 1,
          maxLength: GUID_MAX,
          pattern: GUID_PATTERN,
        }),
        name: str('Name of the group, in any language, emoji included.', {
          minLength: 1,
          maxLength: GROUP_NAME_MAX,
        }),
        type: oneOfStrings(
          GROUP_TYPES,
          'Who may join: anyone, holders of the password, or invited users only.',
        ),
        password: str('Password to join; required for type password, ignored otherwise. Never returned.', {
          maxLength: GROUP_PASSWORD_MAX,
        }),
        icon: str('URL of the group icon.', { maxLength: ICON_URL_MAX }),
        description: str('Description of the group.', { maxLength: GROUP_DESCRIPTION_MAX }),
        metadata: freeObject('Additional data of the group (at most 5 KB as JSON).'),
        owner: uid('UID of the user to make owner; defaults to the acting user, else the system user.'),
        tags: ref('Tags'),
        members: ref('GroupCreateMembers'),
      },
      ['guid', 'name', 'type'],
    ),
    GroupUpdateRequest: closed(
      'Changes to a group: the fields to set, and `unset` naming those to remove; at least one.',
      {
        name: str('New name of the group.', { minLength: 1, maxLength: GROUP_NAME_MAX }),
        type: oneOfStrings(GROUP_TYPES, 'New type; a group of type password needs a password, sent or kept.'),
        password: str('New password; kept only while the type is password. Never returned.', {
          maxLength: GROUP_PASSWORD_MAX,
        }),
        icon: str('URL of the group icon.', { maxLength: ICON_URL_MAX }),
        description: str('Description of the group.', { maxLength: GROUP_DESCRIPTION_MAX }),
        metadata: freeObject('Additional data of the group (at most 5 KB as JSON); replaces the old.'),
        owner: uid('UID of the new owner, who becomes an admin; ignored when onBehalfOf is sent.'),
        tags: ref('Tags'),
        unset: arrayOf(
          oneOfStrings(['icon', 'description', 'metadata'], 'A field to remove.'),
          'Fields to remove: icon, description, metadata.',
          { minItems: 1, maxItems: 3, uniqueItems: true },
        ),
      },
      [],
      { minProperties: 1 },
    ),
    AddMembersRequest: closed(
      `Users to add per scope, and users to ban; at least one list, ${MEMBERS_PER_CALL_MAX} users at most in all.`,
      {
        admins: uids('UIDs of users to make admins.'),
        moderators: uids('UIDs of users to make moderators.'),
        participants: uids('UIDs of users to make participants.'),
        usersToBan: uids('UIDs of users to ban from the group.'),
      },
      [],
      { minProperties: 1 },
    ),
    GroupCreateMembers: closed(
      `Members to add to the new group per scope, and users to ban; ${MEMBERS_PER_CALL_MAX} users at most in all. Lists may be empty.`,
      {
        admins: uids('UIDs of users to make admins.', 0),
        moderators: uids('UIDs of users to make moderators.', 0),
        participants: uids('UIDs of users to make participants.', 0),
        usersToBan: uids('UIDs of users to ban from the group.', 0),
      },
    ),
    AddMembersResult: closed('Outcome per user, by list of the request.', {
      admins: resultsByUid('AddedMemberResult', 'Outcome per UID of the admins list.'),
      moderators: resultsByUid('AddedMemberResult', 'Outcome per UID of the moderators list.'),
      participants: resultsByUid('AddedMemberResult', 'Outcome per UID of the participants list.'),
      usersToBan: resultsByUid('BannedMemberResult', 'Outcome per UID of the usersToBan list.'),
    }),
    AddedMemberResult: {
      description: 'Outcome for one user to add.',
      oneOf: [ref('MemberAdded'), ref('MemberFailure')],
    },
    BannedMemberResult: {
      description: 'Outcome for one user to ban.',
      oneOf: [ref('MemberBanned'), ref('MemberFailure')],
    },
    MemberAdded: closed(
      'The user was added; `data` is the action message created for it.',
      { success: { type: 'boolean', enum: [true], description: 'Success.' }, data: ref('ActionMessage') },
      ['success', 'data'],
    ),
    MemberBanned: closed(
      'The user was banned.',
      { success: { type: 'boolean', enum: [true], description: 'Success.' } },
      ['success'],
    ),
    MemberFailure: closed(
      'The user was not added or banned; the rest of the request still applies.',
      {
        success: { type: 'boolean', enum: [false], description: 'Failure.' },
        error: closed(
          'Why.',
          {
            code: oneOfStrings(MEMBER_FAILURE_CODES, 'Error code.'),
            message: str('Human-readable explanation.'),
          },
          ['code', 'message'],
        ),
      },
      ['success', 'error'],
    ),
    ResetConversationRequest: closed('Options of a conversation reset.', {
      preserveOrder: {
        ...bool('Keep the conversation at its position in the user’s conversation list.'),
        default: false,
      },
    }),
  };
}
