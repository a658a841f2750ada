/**
 * The list of messages blocked by moderation (docs/decisions/messages-blocked-message-list.md), newest first. Records are kept oldest
 * first, so the list reads from the end and stops at the limit.
 */
import { BLOCKED_LIMIT_DEFAULT, BLOCKED_LIMIT_MAX } from '../contract/limits.ts';
import type { ModerationCondition } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { readLimit } from './message-query.ts';
import { presentMessage } from './present.ts';
import type { MessageView } from './present.ts';

export interface BlockedMessageView {
  ruleId: string;
  ruleName: string;
  revisionId: string;
  condition: ModerationCondition;
  message: MessageView;
  action: string[];
  createdAt: number;
  updatedAt: number;
}

export interface BlockedMessagesPage {
  data: BlockedMessageView[];
  meta: { current: { limit: number; count: number } };
}

export function listBlockedMessages(ctx: DomainContext, options: { limit?: unknown }): BlockedMessagesPage {
  const limit = readLimit(options.limit, BLOCKED_LIMIT_DEFAULT, BLOCKED_LIMIT_MAX);
  const { state } = ctx;
  const data: BlockedMessageView[] = [];
  const records = state.blockedMessages.list();
  for (let i = records.length - 1; i >= 0 && data.length < limit; i -= 1) {
    const record = records[i];
    const message = record && state.messages.get(record.messageId);
    // A reviewed one has moved to the reviewed list (docs/decisions/moderation-reviews.md).
    if (!record || !message || record.review) continue;
    data.push({
      ruleId: record.ruleId,
      ruleName: record.ruleName,
      revisionId: record.revisionId,
      condition: record.condition,
      message: presentMessage(state, message),
      action: record.action,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    });
  }
  return { data, meta: { current: { limit, count: data.length } } };
}
