/** Messages blocked by moderation. */
import { blockedMessageExample } from '../examples/message-examples.ts';
import { BLOCKED_LIMIT_DEFAULT, BLOCKED_LIMIT_MAX } from '../limits.ts';
import { paramRef } from '../parameters.ts';
import { listOf } from '../responses.ts';
import { family } from '../operation-record.ts';

export const moderationOperations = family('moderation', {
  listBlockedMessages: {
    method: 'get',
    path: '/moderation/blocked-messages',
    errors: [],
    document: () => ({
      summary: 'List blocked messages',
      description: `Lists the messages that moderation rules blocked and no moderator reviewed yet, newest first, ${BLOCKED_LIMIT_DEFAULT} by default (at most ${BLOCKED_LIMIT_MAX}). A blocked message is visible to its sender only.`,
      parameters: [paramRef('blockedLimit')],
      success: {
        description: 'Blocked messages.',
        schema: listOf('BlockedMessage', 'BlockedMessagesMeta', 'Blocked messages.'),
        examples: {
          blockedMessages: {
            summary: 'One message blocked by the profanity filter',
            value: {
              data: [blockedMessageExample()],
              meta: { current: { limit: BLOCKED_LIMIT_DEFAULT, count: 1 } },
            },
          },
        },
      },
      badRequestDetails: { limit: [`must be <= ${BLOCKED_LIMIT_MAX}`] },
    }),
  },
});
