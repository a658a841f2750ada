/**
 * Moderation of new messages by the app's rules. Keyword patterns are compiled once per rule
 * revision and reused until the rule changes (a new revision, or a new rule object after a state
 * import), so sending a message never recompiles them.
 */
import {
  type BlockedMessageRecord,
  type ModerationCondition,
  type ModerationRule,
  type MessageRecord,
} from '../store/state.ts';
import type { DomainContext } from './context.ts';

/** The opaque app-wide part the real service puts before `<ruleId>_<revision>` in a revision id. */
export const REVISION_PREFIX = '2531000000000000';
const BLOCK_ACTION = 'blockMessage';

interface Matcher {
  condition: ModerationCondition;
  pattern: RegExp;
}

interface CompiledRule {
  revision: number;
  matchers: Matcher[];
}

const compiled = new WeakMap<ModerationRule, CompiledRule>();

const escape = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Letters, marks, digits and the underscore make up a word, in every script. */
const WORD = '[\\p{L}\\p{M}\\p{N}_]';

function compileCondition(condition: ModerationCondition): Matcher | undefined {
  if (condition.entity !== 'message' || condition.operand !== 'text') return undefined;
  const values = condition.value.filter((v) => typeof v === 'string' && v.trim() !== '');
  if (values.length === 0) return undefined;
  // A phrase still matches when the sender spaced its words differently.
  const alternatives = values.map((v) => escape(v.trim()).replace(/\s+/gu, '\\s+')).join('|');
  if (condition.operator === 'contains') {
    return { condition, pattern: new RegExp(`(?<!${WORD})(?:${alternatives})(?!${WORD})`, 'iu') };
  }
  if (condition.operator === 'equals') {
    return { condition, pattern: new RegExp(`^(?:${alternatives})$`, 'iu') };
  }
  return undefined;
}

function matchersOf(rule: ModerationRule): Matcher[] {
  const cached = compiled.get(rule);
  if (cached && cached.revision === rule.revision) return cached.matchers;
  const matchers = rule.conditions.map(compileCondition).filter((m): m is Matcher => m !== undefined);
  compiled.set(rule, { revision: rule.revision, matchers });
  return matchers;
}

export function revisionIdOf(rule: ModerationRule): string {
  return `${REVISION_PREFIX}_${rule.id}_${rule.revision}`;
}

function textOf(message: MessageRecord): string | undefined {
  if (message.category !== 'message' || message.type !== 'text') return undefined;
  const text = message.data['text'];
  return typeof text === 'string' ? text.trim() : undefined;
}

/** Whether the app moderates at all: then every new message carries `moderation.status: pending`. */
export function moderates(ctx: DomainContext): boolean {
  return ctx.state.moderationRules.some((rule) => rule.enabled);
}

/**
 * Records the message as blocked when its text matches a condition of an enabled rule that blocks. The
 * first matching rule, in the app's rule order, and its first matching condition are the ones recorded;
 * a message already recorded keeps its record. Returns whether the message is blocked now.
 */
export function recordIfBlocked(ctx: DomainContext, message: MessageRecord): boolean {
  const { state } = ctx;
  if (state.blockedMessages.has(message.id)) return true;
  const text = textOf(message);
  if (text === undefined) return false;
  for (const rule of state.moderationRules) {
    if (!rule.enabled || !rule.actions.includes(BLOCK_ACTION)) continue;
    const match = matchersOf(rule).find((m) => m.pattern.test(text));
    if (!match) continue;
    const now = ctx.clock.now();
    const record: BlockedMessageRecord = {
      ruleId: rule.id,
      ruleName: rule.name,
      revisionId: revisionIdOf(rule),
      condition: structuredClone(match.condition),
      messageId: message.id,
      action: [...rule.actions],
      createdAt: now,
      updatedAt: now,
    };
    state.blockedMessages.put(record);
    return true;
  }
  return false;
}
