/**
 * The `moderation` field of a moderated message (SPEC 19): `pending` in the answer to its send, as the
 * real service answers before its verdict; every read after it shows the verdict: `disapproved` with the
 * rule while a rule's block stands (a moderator's approval lifts it), or while a moderator disapproved
 * it as flagged; else `approved`. Two lookups by message id, on records kept per message.
 */
import type { AppState, MessageRecord } from '../store/state.ts';

export interface ModerationView {
  status: 'pending' | 'approved' | 'disapproved';
  rule?: { id: string; name: string };
}

export function moderationOf(state: AppState, message: MessageRecord): ModerationView {
  const blocked = state.blockedMessages.get(message.id);
  if (blocked && blocked.review?.status !== 'approved') {
    return { status: 'disapproved', rule: { id: blocked.ruleId, name: blocked.ruleName } };
  }
  const flagged = state.flaggedMessages.get(message.id);
  if (flagged?.review?.status === 'disapproved') {
    const ruleId = flagged.flags.find((f) => f.ruleId !== undefined)?.ruleId;
    const rule = ruleId === undefined ? undefined : state.moderationRules.get(ruleId);
    return rule
      ? { status: 'disapproved', rule: { id: rule.id, name: rule.name } }
      : { status: 'disapproved' };
  }
  return { status: 'approved' };
}
