/**
 * Moderation of new messages by the app's rules. Keyword patterns are compiled once per rule
 * revision and reused until the rule changes (a new revision, or a new rule object after a state
 * import), so sending a message never recompiles them.
 *
 * A condition on media (`isMediaPresent`, its operand a media type) stands for the real service's AI
 * moderation of files, which the sandbox cannot run: a file whose name or URL has the word `unsafe`
 * is the one it finds unsafe, so a test can provoke a blocked image as a payment sandbox's test card
 * provokes a decline.
 */
import { referencedLists, withListTerms } from './keyword-references.ts';
import {
  type AppState,
  type KeywordListRecord,
  type BlockedMessageRecord,
  type ModerationCondition,
  type ModerationRule,
  type MessageRecord,
} from '../store/state.ts';
import { MESSAGE_TYPES } from '../contract/limits.ts';
import type { DomainContext } from './context.ts';

/** The opaque app-wide part the real service puts before `<ruleId>_<revision>` in a revision id. */
export const REVISION_PREFIX = '2531000000000000';
const BLOCK_ACTION = 'blockMessage';

interface Matcher {
  condition: ModerationCondition;
  matches: (message: MessageRecord) => boolean;
}

/** The media types a condition may name as its operand: the contract's message types but text. */
const MEDIA_TYPES = new Set<string>(MESSAGE_TYPES.filter((type) => type !== 'text'));
/** What marks a file as unsafe to a media condition: the word, in its name or its URL. */
export const UNSAFE_FILE = /(?<![a-z0-9])unsafe(?![a-z0-9])/i;

interface CompiledRule {
  revision: number;
  /** The keyword lists its conditions named when compiled: a list changed since is a new object. */
  lists: (KeywordListRecord | undefined)[];
  matchers: Matcher[];
}

const compiled = new WeakMap<ModerationRule, CompiledRule>();

const escape = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Letters, marks, digits and the underscore make up a word, in every script. */
const WORD = '[\\p{L}\\p{M}\\p{N}_]';

function compileCondition(condition: ModerationCondition): Matcher | undefined {
  if (condition.entity !== 'message') return undefined;
  if (condition.isMediaPresent && MEDIA_TYPES.has(condition.operand)) {
    return { condition, matches: (message) => hasUnsafeFile(message, condition.operand) };
  }
  if (condition.operand !== 'text') return undefined;
  const values = condition.value.filter((v) => typeof v === 'string' && v.trim() !== '');
  if (values.length === 0) return undefined;
  // A phrase still matches when the sender spaced its words differently.
  const alternatives = values.map((v) => escape(v.trim()).replace(/\s+/gu, '\\s+')).join('|');
  const pattern =
    condition.operator === 'contains'
      ? new RegExp(`(?<!${WORD})(?:${alternatives})(?!${WORD})`, 'iu')
      : condition.operator === 'equals'
        ? new RegExp(`^(?:${alternatives})$`, 'iu')
        : undefined;
  if (pattern === undefined) return undefined;
  return {
    condition,
    matches: (message) => {
      const text = textOf(message);
      return text !== undefined && pattern.test(text);
    },
  };
}

/** Whether a media message of `type` carries a file the sandbox's stand-in finds unsafe. */
function hasUnsafeFile(message: MessageRecord, type: string): boolean {
  if (message.category !== 'message' || message.type !== type) return false;
  const files = message.data['attachments'];
  if (!Array.isArray(files)) return false;
  return files.some((file: unknown) => {
    if (typeof file !== 'object' || file === null) return false;
    const { name, url } = file as { name?: unknown; url?: unknown };
    return [name, url].some((value) => typeof value === 'string' && UNSAFE_FILE.test(value));
  });
}

function matchersOf(rule: ModerationRule, state: AppState): Matcher[] {
  const lists = referencedLists(state, rule);
  const cached = compiled.get(rule);
  if (cached && cached.revision === rule.revision && cached.lists.every((l, i) => l === lists[i]))
    return cached.matchers;
  const matchers = rule.conditions
    .map((condition) => {
      const matcher = compileCondition(withListTerms(state, condition));
      // A blocked record keeps the condition as the rule has it: the ids of its lists.
      return matcher && { ...matcher, condition };
    })
    .filter((m): m is Matcher => m !== undefined);
  compiled.set(rule, { revision: rule.revision, lists, matchers });
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
  return ctx.state.moderationRules.list().some((rule) => rule.enabled);
}

/**
 * Records the message as blocked when its text, or one of its files, matches a condition of an enabled
 * rule that blocks. The first matching rule, in the app's rule order, and its first matching condition
 * are the ones recorded; a message already recorded keeps its record. Returns whether the message is
 * blocked now.
 */
export function recordIfBlocked(ctx: DomainContext, message: MessageRecord): boolean {
  const { state } = ctx;
  if (state.blockedMessages.has(message.id)) return true;
  for (const rule of state.moderationRules.values()) {
    if (!rule.enabled || !rule.actions.includes(BLOCK_ACTION)) continue;
    const match = matchersOf(rule, state).find((m) => m.matches(message));
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
