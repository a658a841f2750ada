/**
 * Records as the server returns them (see src/domain/present.ts): users, groups, auth tokens,
 * reactions and blocked messages. They are closed so that response validation catches a field the
 * contract does not promise.
 */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { GROUP_TYPES, REACTION_MAX, SCOPES, USER_STATUSES } from '../limits.ts';
import {
  type Properties,
  arrayOf,
  bool,
  closed,
  freeObject,
  int,
  oneOfStrings,
  ref,
  str,
  timestamp,
  uid,
} from '../schema-helpers.ts';
import { tokenDetailProperties } from './people-schemas.ts';

function groupProperties(): Properties {
  return {
    guid: str('Unique group identifier (lowercase).'),
    name: str('Name of the group.'),
    description: str('Description of the group.'),
    icon: str('URL of the group icon.'),
    type: oneOfStrings(GROUP_TYPES, 'Who may join: anyone, holders of the password, or invited users only.'),
    metadata: freeObject('Additional data of the group.'),
    scope: oneOfStrings(SCOPES, 'Scope of the acting user in the group, when a member.'),
    membersCount: int('Number of members.', { minimum: 0 }),
    joinedAt: timestamp('When the acting user joined, when a member.'),
    conversationId: str('Conversation id of the group, `group_<guid>`.'),
    hasJoined: bool('Whether the acting user is a member; present when the request has an acting user.'),
    createdAt: timestamp('Creation time.'),
    updatedAt: timestamp('Time of the last change; present after changes.'),
    updatedBy: str(
      'UID of who made the last change (adding, banning, kicking or changing the scope of a member); present after changes.',
    ),
    owner: str('UID of the owner.'),
    tags: arrayOf(str('A tag.'), 'Tags of the group.'),
  };
}

/** The fields of a user as the server presents it (see presentUser). */
export function userProperties(): Properties {
  return {
    uid: str('Unique user identifier.'),
    name: str('Display name.'),
    avatar: str('URL of the avatar.'),
    link: str('URL of the profile.'),
    metadata: freeObject('Additional data of the user.'),
    status: oneOfStrings(USER_STATUSES, 'Presence.'),
    role: str('Role of the user.'),
    statusMessage: str('What the user says about their current status.'),
    createdAt: timestamp('Creation time.'),
    updatedAt: timestamp('Time of the last change.'),
    lastActiveAt: timestamp('Last time the user was online.'),
    deactivatedAt: timestamp('When the user was deactivated; absent while the user is active.'),
    tags: arrayOf(str('A tag.'), 'Tags of the user.'),
    conversationId: str('One-to-one conversation id between the acting user and this user.'),
    blockedByMe: bool('Whether the acting user blocked this user.'),
    blockedByMeAt: timestamp('When the acting user blocked this user.'),
    blockedAt: timestamp('When this user was blocked.'),
  };
}

export const USER_REQUIRED = ['uid', 'name', 'status', 'role', 'createdAt'];

const GROUP_REQUIRED = ['guid', 'name', 'type', 'membersCount', 'conversationId', 'createdAt', 'owner'];

export function recordSchemas(): Record<string, SchemaObject> {
  return {
    User: closed('A user record as embedded in responses.', userProperties(), USER_REQUIRED),
    Group: closed('A group record.', groupProperties(), GROUP_REQUIRED),
    CreatedGroup: closed(
      'The group record returned by group creation; `members` reports the members of the request.',
      { ...groupProperties(), members: ref('AddMembersResult') },
      GROUP_REQUIRED,
    ),
    AuthToken: closed(
      'An auth token, used by client SDKs to log a user in.',
      {
        uid: str('UID of the user the token belongs to.'),
        authToken: str('The token.'),
        createdAt: timestamp('Creation time.'),
        ...tokenDetailProperties(),
        updatedAt: timestamp('When the token was last updated; absent until then.'),
      },
      ['uid', 'authToken', 'createdAt'],
    ),
    ReactionAggregate: closed(
      'Count of one reaction on a message.',
      {
        reaction: str('The reaction.', { minLength: 1, maxLength: REACTION_MAX }),
        count: int('How many users reacted so.', { minimum: 1 }),
        reactedByMe: {
          type: 'boolean',
          enum: [true],
          description: 'Present when the acting user reacted so.',
        },
      },
      ['reaction', 'count'],
    ),
    Reaction: closed(
      'One reaction of one user on a message.',
      {
        id: str('Reaction id (a decimal string, increasing).'),
        messageId: str('Id of the message.'),
        reaction: str('The reaction: an emoji or a text such as `:thumbsup:`.'),
        uid: uid('UID of the user who reacted.'),
        reactedAt: timestamp('When the reaction was added.'),
        reactedBy: ref('User'),
      },
      ['id', 'messageId', 'reaction', 'uid', 'reactedAt', 'reactedBy'],
    ),
    ModerationCondition: closed(
      'The condition of a moderation rule that matched.',
      {
        id: int('Condition id.'),
        isKeywordsReferencePresent: bool('Whether the condition refers to a keyword list.'),
        isMediaPresent: bool('Whether the condition inspects media.'),
        entity: str('What the condition inspects, such as `message`.'),
        operand: str('Which part, such as `text` or `image`.'),
        category: str('Kind of condition, such as `word`.'),
        operator: str('Comparison, such as `contains` or `equals`.'),
        value: arrayOf(str('A value.'), 'Values compared against.'),
        message: arrayOf(str('A message.'), 'Explanations of the match.'),
        weight: int('Weight of the condition.'),
      },
      [
        'id',
        'isKeywordsReferencePresent',
        'isMediaPresent',
        'entity',
        'operand',
        'category',
        'operator',
        'value',
        'message',
        'weight',
      ],
    ),
    BlockedMessage: closed(
      'A message blocked by a moderation rule.',
      {
        ruleId: str('Id of the rule.'),
        ruleName: str('Name of the rule.'),
        revisionId: str('Revision of the rule that matched.'),
        condition: ref('ModerationCondition'),
        message: ref('Message'),
        action: arrayOf(str('An action, such as `blockMessage`.'), 'Actions taken.'),
        createdAt: timestamp('Creation time.'),
        updatedAt: timestamp('Time of the last change.'),
      },
      ['ruleId', 'ruleName', 'revisionId', 'condition', 'message', 'action', 'createdAt', 'updatedAt'],
    ),
  };
}
