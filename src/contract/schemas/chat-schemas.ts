/**
 * Every component schema of the chat document, by name. A fresh object per call, so a caller may
 * compile or change it without touching the document.
 */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { apiKeySchemas } from './api-key-schemas.ts';
import { metricSchemas } from './metric-schemas.ts';
import { botMessageSchemas } from './bot-message-schemas.ts';
import { callSchemas } from './call-schemas.ts';
import { conversationPinSchemas } from './conversation-pin-schemas.ts';
import { conversationSchemas } from './conversation-schemas.ts';
import { elementSchemas } from './element-schemas.ts';
import { envelopeSchemas } from './envelope-schemas.ts';
import { groupSchemas } from './group-schemas.ts';
import { interactiveSchemas } from './interactive-schemas.ts';
import { interactionSchemas } from './interaction-schemas.ts';
import { membershipSchemas } from './membership-schemas.ts';
import { messageSchemas } from './message-schemas.ts';
import { messageWriteSchemas } from './message-write-schemas.ts';
import { moderationMessageSchemas } from './moderation-message-schemas.ts';
import { peopleSchemas } from './people-schemas.ts';
import { readSchemas } from './read-schemas.ts';
import { roleSchemas } from './role-schemas.ts';
import { notificationSchemas } from './notification-schemas.ts';
import { moderationReviewSchemas } from './moderation-review-schemas.ts';
import { moderationRuleSchemas } from './moderation-rule-schemas.ts';
import { keywordListSchemas } from './keyword-list-schemas.ts';
import { notificationProviderSchemas } from './notification-provider-schemas.ts';
import { notificationLogSchemas } from './notification-log-schemas.ts';
import { recordSchemas } from './record-schemas.ts';
import { threadSchemas } from './thread-schemas.ts';
import { userSchemas } from './user-schemas.ts';

export function chatSchemas(): Record<string, SchemaObject> {
  const all = {
    ...envelopeSchemas(),
    ...recordSchemas(),
    ...messageSchemas(),
    ...callSchemas(),
    ...messageWriteSchemas(),
    ...moderationMessageSchemas(),
    ...botMessageSchemas(),
    ...interactiveSchemas(),
    ...interactionSchemas(),
    ...elementSchemas(),
    ...groupSchemas(),
    ...conversationSchemas(),
    ...conversationPinSchemas(),
    ...membershipSchemas(),
    ...userSchemas(),
    ...peopleSchemas(),
    ...apiKeySchemas(),
    ...metricSchemas(),
    ...readSchemas(),
    ...threadSchemas(),
    ...roleSchemas(),
    ...notificationSchemas(),
    ...moderationReviewSchemas(),
    ...moderationRuleSchemas(),
    ...keywordListSchemas(),
    ...notificationProviderSchemas(),
    ...notificationLogSchemas(),
  };
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
