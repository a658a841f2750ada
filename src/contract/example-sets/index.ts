/**
 * Named example sets: for each operation, whole requests against the fixtures, each under one name
 * that its parameter examples, its body example and its documented answer share. Contract-testing
 * tools that replay a document's named examples (Specmatic's convention) pair a request with its
 * response by that name. Each family's sets stand in its file of this folder.
 *
 * They are written for a replay in the order of the document, against a freshly started sandbox: a
 * set that changes state changes records no later set reads, or creates its own first (superhero6 and
 * heroes-hangout come from the createUser and createGroup sets).
 * The documented answers are recorded from such a replay (`npm run build:openapi`); the replay test
 * sends them again.
 */
import { authTokenExampleSets } from './auth-tokens.ts';
import { apiKeyExampleSets } from './api-keys.ts';
import { metricExampleSets } from './metrics.ts';
import { bannedUserExampleSets } from './banned-users.ts';
import { blockedUserExampleSets } from './blocked-users.ts';
import { botExampleSets } from './bots.ts';
import { conversationExampleSets } from './conversations.ts';
import { conversationPinExampleSets } from './conversation-pins.ts';
import { friendExampleSets } from './friends.ts';
import { restrictedFeatureExampleSets, roleExampleSets, rolePermissionExampleSets } from './roles.ts';
import { groupMemberExampleSets } from './group-members.ts';
import { groupExampleSets } from './groups.ts';
import { messageExampleSets } from './messages.ts';
import { moderationExampleSets } from './moderation.ts';
import { moderationReasonExampleSets, moderationReviewExampleSets } from './moderation-reviews.ts';
import { moderationMessageExampleSets } from './moderation-messages.ts';
import { moderationRuleExampleSets } from './moderation-rules.ts';
import { keywordListExampleSets } from './keyword-lists.ts';
import { notificationProviderExampleSets } from './notification-providers.ts';
import { notificationLogExampleSets } from './notification-logs.ts';
import { reactionExampleSets } from './reactions.ts';
import { readStateExampleSets } from './read-state.ts';
import { savedMessageExampleSets } from './saved-messages.ts';
import { interactionExampleSets } from './interactions.ts';
import { messagePinExampleSets } from './message-pins.ts';
import { threadExampleSets } from './threads.ts';
import { userExampleSets } from './users.ts';
import { notificationPreferenceExampleSets, pushTokenExampleSets } from './notifications.ts';
import type { OperationId } from '../operations.ts';
import type { ExampleSet } from './helpers.ts';

export type { ExampleSet };

/** Every operation's sets; the document's order, not this one's, is the order of a replay. */
export const EXAMPLE_SETS: Record<OperationId, ExampleSet[]> = {
  ...userExampleSets,
  ...apiKeyExampleSets,
  ...metricExampleSets,
  ...authTokenExampleSets,
  ...blockedUserExampleSets,
  ...friendExampleSets,
  ...groupExampleSets,
  ...groupMemberExampleSets,
  ...bannedUserExampleSets,
  ...messageExampleSets,
  ...threadExampleSets,
  ...botExampleSets,
  ...reactionExampleSets,
  ...savedMessageExampleSets,
  ...interactionExampleSets,
  ...messagePinExampleSets,
  ...conversationExampleSets,
  ...readStateExampleSets,
  ...conversationPinExampleSets,
  ...moderationExampleSets,
  ...moderationReasonExampleSets,
  ...moderationReviewExampleSets,
  ...moderationMessageExampleSets,
  ...moderationRuleExampleSets,
  ...keywordListExampleSets,
  ...roleExampleSets,
  ...rolePermissionExampleSets,
  ...restrictedFeatureExampleSets,
  ...notificationProviderExampleSets,
  ...notificationLogExampleSets,
  ...notificationPreferenceExampleSets,
  ...pushTokenExampleSets,
};
