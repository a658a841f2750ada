/**
 * Every operation's handler, one family at a time: an operation without one is a compile error.
 */
import type { OperationId } from '../contract/operations.ts';
import { apiKeyRoutes } from './api-keys.ts';
import { metricRoutes } from './metrics.ts';
import { authTokenRoutes } from './auth-tokens.ts';
import { bannedUserRoutes } from './banned-users.ts';
import { blockedUserRoutes } from './blocked-users.ts';
import { botRoutes } from './bots.ts';
import { conversationRoutes } from './conversations.ts';
import { conversationPinRoutes } from './conversation-pins.ts';
import { friendRoutes } from './friends.ts';
import { groupMemberRoutes } from './group-members.ts';
import { groupRoutes } from './groups.ts';
import { messageRoutes } from './messages.ts';
import { moderationRoutes } from './moderation.ts';
import { moderationReasonRoutes } from './moderation-reasons.ts';
import { moderationReviewRoutes } from './moderation-reviews.ts';
import { moderationMessageRoutes } from './moderation-messages.ts';
import { moderationRuleRoutes } from './moderation-rules.ts';
import { keywordListRoutes } from './keyword-lists.ts';
import { reactionRoutes } from './reactions.ts';
import { readStateRoutes } from './read-state.ts';
import { savedMessageRoutes } from './saved-messages.ts';
import { interactionRoutes } from './interactions.ts';
import { messagePinRoutes } from './message-pins.ts';
import { threadRoutes } from './threads.ts';
import { userRoutes } from './users.ts';
import { roleRoutes } from './roles.ts';
import { rolePermissionRoutes } from './role-permissions.ts';
import { restrictedFeatureRoutes } from './restricted-features.ts';
import { notificationProviderRoutes } from './notification-providers.ts';
import { notificationLogRoutes } from './notification-logs.ts';
import { notificationPreferenceRoutes } from './notification-preferences.ts';
import { pushTokenRoutes } from './push-tokens.ts';
import type { Handler } from './types.ts';

export const ROUTE_TABLE: { [K in OperationId]: Handler<K> } = {
  ...userRoutes,
  ...authTokenRoutes,
  ...blockedUserRoutes,
  ...friendRoutes,
  ...groupRoutes,
  ...groupMemberRoutes,
  ...bannedUserRoutes,
  ...messageRoutes,
  ...botRoutes,
  ...reactionRoutes,
  ...savedMessageRoutes,
  ...interactionRoutes,
  ...messagePinRoutes,
  ...threadRoutes,
  ...conversationRoutes,
  ...conversationPinRoutes,
  ...readStateRoutes,
  ...moderationRoutes,
  ...moderationReasonRoutes,
  ...moderationReviewRoutes,
  ...moderationMessageRoutes,
  ...moderationRuleRoutes,
  ...keywordListRoutes,
  ...apiKeyRoutes,
  ...metricRoutes,
  ...roleRoutes,
  ...rolePermissionRoutes,
  ...restrictedFeatureRoutes,
  ...notificationProviderRoutes,
  ...notificationLogRoutes,
  ...notificationPreferenceRoutes,
  ...pushTokenRoutes,
};
