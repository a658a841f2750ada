/**
 * The contract scenario: every operation with each status it documents, in an order where each step
 * finds the state the earlier ones left. The Prism proxy check sends it through Prism; the fidelity
 * check reads the field paths of its answers.
 */
import { API_KEY_STEPS, METRIC_STEPS } from './scenario-api-keys.ts';
import { CONVERSATION_DELETE_STEPS } from './scenario-conversation-delete.ts';
import { CONVERSATION_TAG_STEPS } from './scenario-conversation-tags.ts';
import { CONVERSATION_PIN_STEPS } from './scenario-conversation-pins.ts';
import { GROUP_LIFETIME_STEPS } from './scenario-group-lifetime.ts';
import { INTERACTION_STEPS } from './scenario-interactions.ts';
import { GROUP_STEPS } from './scenario-groups.ts';
import { MEMBER_STEPS } from './scenario-members.ts';
import { MESSAGE_PIN_STEPS } from './scenario-message-pins.ts';
import { MESSAGE_WRITE_STEPS } from './scenario-message-writes.ts';
import { MESSAGE_STEPS } from './scenario-messages.ts';
import { FRIEND_STEPS, TOKEN_STEPS } from './scenario-people.ts';
import { READ_STEPS } from './scenario-reads.ts';
import { RECEIPT_STEPS } from './scenario-receipts.ts';
import { THREAD_STEPS } from './scenario-threads.ts';
import { USER_LIFECYCLE_STEPS } from './scenario-user-lifecycle.ts';
import { USER_STEPS } from './scenario-users.ts';
import { ROLE_STEPS } from './scenario-roles.ts';
import { MODERATION_REASON_STEPS, MODERATION_REVIEW_STEPS } from './scenario-moderation-reviews.ts';
import { MODERATION_MESSAGE_STEPS } from './scenario-moderation-messages.ts';
import { MODERATION_RULE_STEPS } from './scenario-moderation-rules.ts';
import { KEYWORD_LIST_STEPS } from './scenario-keyword-lists.ts';
import { NOTIFICATION_PROVIDER_STEPS } from './scenario-notification-providers.ts';
import { NOTIFICATION_LOG_STEPS } from './scenario-notification-logs.ts';
import { NOTIFICATION_PREFERENCE_STEPS } from './scenario-notification-preferences.ts';

export const SCENARIO = [
  ...MESSAGE_STEPS,
  ...GROUP_STEPS,
  ...ROLE_STEPS,
  ...USER_STEPS,
  ...TOKEN_STEPS,
  ...FRIEND_STEPS,
  ...MEMBER_STEPS,
  ...MESSAGE_WRITE_STEPS,
  ...READ_STEPS,
  ...USER_LIFECYCLE_STEPS,
  ...GROUP_LIFETIME_STEPS,
  ...CONVERSATION_DELETE_STEPS,
  ...THREAD_STEPS,
  ...CONVERSATION_TAG_STEPS,
  ...INTERACTION_STEPS,
  ...CONVERSATION_PIN_STEPS,
  ...RECEIPT_STEPS,
  ...MESSAGE_PIN_STEPS,
  ...KEYWORD_LIST_STEPS,
  ...NOTIFICATION_LOG_STEPS,
  ...API_KEY_STEPS,
  ...METRIC_STEPS,
  ...MODERATION_REASON_STEPS,
  ...MODERATION_REVIEW_STEPS,
  ...MODERATION_MESSAGE_STEPS,
  ...MODERATION_RULE_STEPS,
  ...NOTIFICATION_PROVIDER_STEPS,
  ...NOTIFICATION_PREFERENCE_STEPS,
];
