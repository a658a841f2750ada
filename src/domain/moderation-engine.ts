/**
 * Moderation of new messages by the app's rules (SPEC 19). A rule applies to a message when all its
 * filters hold and any one of its conditions is met; what it then does is moderation-actions.ts's.
 *
 * Cost: a message is tried only against the rules it may meet (moderation-index.ts: rules indexed by
 * the first words of their terms and by media type). A rule's conditions are compiled once per revision
 * (a new rule object after a replace or a state import), a keyword list's terms once per list object,
 * into indexes a text is looked up in (moderation-terms.ts); a message's texts are folded once. So a
 * send costs what the message's words cost, whatever the number of rules and terms that cannot match it.
 *
 * A condition on media (`isMediaPresent`, its operand a media type) stands for the real service's AI
 * moderation of files, which the sandbox cannot run: a file whose name or URL has the word `unsafe`
 * is the one it finds unsafe, so a test can provoke a blocked image as a payment sandbox's test card
 * provokes a decline.
 */
import { MESSAGE_TYPES } from '../contract/limits.ts';
import { REVISION_PREFIX } from '../contract/moderation-rule-catalogue.ts';
import type {
  AppState,
  KeywordListRecord,
  ModerationCondition,
  ModerationRule,
  MessageRecord,
} from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { filterHolds } from './moderation-filters.ts';
import { candidateRules } from './moderation-index.ts';
import { MessageTexts, type Operator, termIndex, type TermIndex } from './moderation-terms.ts';

export { REVISION_PREFIX };

/** The media types a condition may name as its operand: the contract's message types but text. */
const MEDIA_TYPES = new Set<string>(MESSAGE_TYPES.filter((type) => type !== 'text'));
export const isMediaOperand = (operand: string): boolean => MEDIA_TYPES.has(operand);
/** What marks a file as unsafe to a media condition: the word, in its name or its URL. */
export const UNSAFE_FILE = /(?<![a-z0-9])unsafe(?![a-z0-9])/i;

type Matcher = (state: AppState, texts: MessageTexts) => boolean;

interface Compiled {
  revision: number;
  matchers: { condition: ModerationCondition; matches: Matcher }[];
}

const compiledRules = new WeakMap<ModerationRule, Compiled>();
const compiledLists = new WeakMap<KeywordListRecord, TermIndex>();

function listIndex(list: KeywordListRecord): TermIndex {
  let index = compiledLists.get(list);
  if (!index) {
    const terms = list.category === 'sentence-similarity' ? list.disallowedSentences : list.searchTerms;
    index = termIndex(list.category, terms ?? []);
    compiledLists.set(list, index);
  }
  return index;
}

function compileCondition(condition: ModerationCondition): Matcher | undefined {
  if (condition.entity !== 'message') return undefined;
  const { operand } = condition;
  if (condition.isMediaPresent) {
    return MEDIA_TYPES.has(operand) ? (_state, texts) => hasUnsafeFile(texts.message, operand) : undefined;
  }
  if (operand !== 'text' && operand !== 'custom') return undefined;
  if (condition.operator !== 'contains' && condition.operator !== 'equals') return undefined;
  const operator: Operator = condition.operator;
  if (condition.isKeywordsReferencePresent) {
    const ids = [...condition.value];
    // A list is looked up at each message: one added, changed or deleted counts from the next one on.
    return (state, texts) =>
      ids.some((id) => {
        const list = state.keywordLists.get(id);
        return list !== undefined && texts.of(operand).some((t) => listIndex(list).matches(t, operator));
      });
  }
  const index = termIndex(condition.category, condition.value);
  return (_state, texts) => texts.of(operand).some((t) => index.matches(t, operator));
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

function compiledOf(rule: ModerationRule): Compiled {
  const cached = compiledRules.get(rule);
  if (cached && cached.revision === rule.revision) return cached;
  const matchers = rule.conditions.flatMap((condition) => {
    const matches = compileCondition(condition);
    return matches ? [{ condition, matches }] : [];
  });
  const compiled = { revision: rule.revision, matchers };
  compiledRules.set(rule, compiled);
  return compiled;
}

export function revisionIdOf(rule: Pick<ModerationRule, 'id' | 'revision'>): string {
  return `${REVISION_PREFIX}_${rule.id}_${rule.revision}`;
}

export interface RuleMatch {
  rule: ModerationRule;
  condition: ModerationCondition;
}

/**
 * The enabled rules the message meets, in the app's rule order, each with its first condition met
 * (the one recorded).
 */
export function rulesMet(state: AppState, message: MessageRecord): RuleMatch[] {
  const met: RuleMatch[] = [];
  const texts = new MessageTexts(message);
  for (const rule of candidateRules(state, texts)) {
    if (rule.filters?.some((f) => !filterHolds(state, message, f))) continue;
    const match = compiledOf(rule).matchers.find((m) => m.matches(state, texts));
    if (match) met.push({ rule, condition: match.condition });
  }
  return met;
}

/** Whether the app moderates at all: then every new message carries `moderation.status: pending`. */
export function moderates(ctx: DomainContext): boolean {
  return ctx.state.moderationRules.list().some((rule) => rule.enabled);
}

/** The first rule met that blocks (`blockMessage` or `dropMessage`): the one a blocked record names. */
const BLOCKING = ['blockMessage', 'dropMessage'];

/**
 * Records what the rules the message meets decide of it: blocked by the first that blocks (a message
 * already recorded keeps its record), else flagged once by each that flags. Returns the rules met, for
 * the actions on people (moderation-actions.ts). `flag: false` records the block alone: a message
 * submitted for moderation only is never queued as flagged (moderation-messages.ts).
 */
export function recordVerdict(
  ctx: DomainContext,
  message: MessageRecord,
  { flag = true }: { flag?: boolean } = {},
): RuleMatch[] {
  const { state } = ctx;
  const met = rulesMet(state, message);
  if (met.length === 0) return met;
  const now = ctx.clock.now();
  const blocking = met.find((m) => m.rule.actions.some((a) => BLOCKING.includes(a)));
  if (state.blockedMessages.has(message.id)) return met;
  if (blocking) {
    const { rule, condition } = blocking;
    state.blockedMessages.put({
      ruleId: rule.id,
      ruleName: rule.name,
      revisionId: revisionIdOf(rule),
      condition: structuredClone(condition),
      messageId: message.id,
      action: [...rule.actions],
      createdAt: now,
      updatedAt: now,
    });
    return met;
  }
  const flagging = flag ? met.filter((m) => m.rule.actions.includes('flagMessage')) : [];
  if (flagging.length === 0) return met;
  const record = state.flaggedMessages.get(message.id);
  const flags = [...(record?.flags ?? [])];
  for (const { rule } of flagging) {
    if (!flags.some((f) => f.ruleId === rule.id)) flags.push({ ruleId: rule.id, flaggedAt: now });
  }
  // An edit the same rules flag again adds nothing: the message keeps its place in the queue.
  if (flags.length === record?.flags.length) return met;
  state.flaggedMessages.put({ ...record, messageId: message.id, flags, flaggedAt: now });
  return met;
}

/** Moderation of an edit: the new content is blocked or flagged as a send's would be. */
export function recordIfBlocked(ctx: DomainContext, message: MessageRecord): boolean {
  recordVerdict(ctx, message);
  return ctx.state.blockedMessages.has(message.id);
}
