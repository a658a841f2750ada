/**
 * Flag reasons, flags and the moderators' queues (SPEC 19): a reason as its operations answer it, the
 * bodies that create, update and flag, the flagged and reviewed lists' records, and the review bodies.
 */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { arrayOf, bool, closed, int, oneOfStrings, ref, str, timestamp } from '../schema-helpers.ts';
import { messageProperties } from './message-schemas.ts';

/** As the other moderation ids (rules, keyword lists): letters, digits, `-` and `_`, at most 100. */
export const REASON_ID_PATTERN = '^[A-Za-z0-9_-]{1,100}$';
export const REASON_NAME_MAX = 100;
export const REASON_DESCRIPTION_MAX = 255;
export const REMARK_MAX = 255;
export const REASONS_LIMIT_DEFAULT = 50;
export const REASONS_LIMIT_MAX = 100;
export const FLAGGED_REVIEW_STATUSES = ['approved', 'disapproved'] as const;
export const BLOCKED_REVIEW_STATUSES = ['approved', 'rejected'] as const;

const reasonName = (): SchemaObject =>
  str('Display name of the reason.', { minLength: 1, maxLength: REASON_NAME_MAX });
const reasonDescription = (): SchemaObject =>
  str('What the reason covers.', { maxLength: REASON_DESCRIPTION_MAX });
const reviewed = (): SchemaObject =>
  closed(
    'The review that took the message off its queue.',
    {
      status: oneOfStrings(['approved', 'disapproved', 'rejected'], 'The final status.'),
      reviewedAt: timestamp('When it was reviewed.'),
    },
    ['status', 'reviewedAt'],
  );

export function moderationReviewSchemas(): Record<string, SchemaObject> {
  return {
    FlagReason: closed(
      'A reason a user gives when flagging a message.',
      {
        id: str('Id of the reason.'),
        name: str('Display name.'),
        description: str('What the reason covers; absent when none was given.'),
        createdAt: timestamp('When the reason was created.'),
        updatedAt: timestamp('When it last changed.'),
        default: bool('Whether it is the reason preselected for a user who flags.'),
      },
      ['id', 'name', 'createdAt', 'updatedAt', 'default'],
    ),
    FlagReasonCreateRequest: closed(
      'The new reason.',
      {
        id: str('Id of the reason: letters, digits, `-` and `_`.', { pattern: REASON_ID_PATTERN }),
        name: reasonName(),
        description: reasonDescription(),
      },
      ['id', 'name'],
    ),
    FlagReasonUpdateRequest: closed(
      'The new name, and the description if it changes.',
      { name: reasonName(), description: reasonDescription() },
      ['name'],
    ),
    FlagRequest: closed(
      'Why the acting user flags the message.',
      {
        id: str('Id of a flag reason of the app.', { minLength: 1, maxLength: 100 }),
        remark: str('What the user adds in their own words.', { maxLength: REMARK_MAX }),
      },
      ['id'],
    ),
    FlaggedBy: closed(
      'One report of the message: by a user, or by a rule whose action flags.',
      {
        uid: str('UID of the user who flagged; absent when a rule did.'),
        name: str('Name of that user.'),
        avatar: str('Avatar of that user.'),
        role: str('Role of that user.'),
        ruleId: str('Id of the rule that flagged; absent when a user did.'),
        reasonId: str('Id of the reason given, kept after the reason is deleted.'),
        reasonName: str('Name of the reason when the message was flagged.'),
        description: str('Description of the reason, while it exists.'),
        remark: str('What the user added.'),
        flaggedAt: timestamp('When it was flagged.'),
      },
      ['flaggedAt'],
    ),
    FlaggedMessage: closed(
      'A flagged message: the message with its reports.',
      {
        appId: str('Id of the app.'),
        ...messageProperties(),
        flaggedBy: arrayOf(ref('FlaggedBy'), 'The reports, oldest first.'),
        flaggedCount: int('How many reported it.', { minimum: 1 }),
        review: reviewed(),
      },
      [
        'appId',
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
        'flaggedBy',
        'flaggedCount',
      ],
    ),
    ReviewedMessage: {
      description:
        'A reviewed message in the shape of the queue it came from, with `review` giving its final status.',
      oneOf: [ref('ReviewedBlockedMessage'), ref('FlaggedMessage')],
    },
    ReviewedBlockedMessage: closed(
      'A blocked message a moderator reviewed.',
      {
        ruleId: str('Id of the rule.'),
        ruleName: str('Name of the rule.'),
        revisionId: str('Revision of the rule that matched.'),
        condition: ref('ModerationCondition'),
        message: ref('Message'),
        action: arrayOf(str('An action, such as `blockMessage`.'), 'Actions taken.'),
        createdAt: timestamp('When it was blocked.'),
        updatedAt: timestamp('Time of the last change.'),
        blockedAt: str('When it was blocked, then the message id: `<seconds>.<id padded to 15 digits>`.'),
        review: reviewed(),
        appId: str('Id of the app.'),
      },
      [
        'ruleId',
        'ruleName',
        'revisionId',
        'condition',
        'message',
        'action',
        'createdAt',
        'updatedAt',
        'blockedAt',
        'review',
        'appId',
      ],
    ),
    ReviewFlaggedRequest: closed(
      'The decision on a flagged message.',
      {
        status: oneOfStrings(FLAGGED_REVIEW_STATUSES, '`approved` keeps it visible, `disapproved` hides it.'),
      },
      ['status'],
    ),
    ReviewBlockedRequest: closed(
      'The decision on a blocked message: `{status: approved}`, or `{status, reviewed: true}`.',
      {
        status: oneOfStrings(
          BLOCKED_REVIEW_STATUSES,
          '`approved` makes the message visible to all, `rejected` keeps it hidden.',
        ),
        reviewed: { type: 'boolean', enum: [true], description: 'Sent by the review form; always true.' },
      },
      ['status'],
    ),
  };
}
