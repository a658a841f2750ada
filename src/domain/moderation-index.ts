/**
 * The app's enabled rules indexed by what they can match, so that a message is tried against the rules
 * it may meet and no others: a rule whose conditions are all inline word terms (`contains`) waits under
 * the first word of each term, per operand (`text:spam`, `custom:spam`); a media condition under its
 * type (`media:image`); a rule with any other condition (a pattern, a sentence, `equals`, a keyword list
 * that may change at any time) is tried for every message. A message looks up the words of its texts
 * and its media type, then the candidates are tried in the app's rule order with their full conditions,
 * so the index only ever leaves out rules that could not match.
 *
 * Built once per set of rules: the table's list is a new array after every put or delete, which keys
 * the index, so a rule added, changed or deleted is indexed for the very next message.
 */
import type { AppState, ModerationCondition, ModerationRule } from '../store/state.ts';
import { firstWords, type MessageTexts } from './moderation-terms.ts';

interface RuleIndex {
  /** Rule → its place in the app's order. */
  order: Map<ModerationRule, number>;
  byKey: Map<string, ModerationRule[]>;
  always: ModerationRule[];
}

const indexes = new WeakMap<readonly ModerationRule[], RuleIndex>();
const MEDIA = new Set(['image', 'video', 'audio', 'file']);

/** The keys a condition can only match under; undefined where it cannot be looked up. */
function keysOf(condition: ModerationCondition): string[] | undefined {
  const { operand } = condition;
  if (condition.entity !== 'message') return [];
  if (condition.isMediaPresent) return MEDIA.has(operand) ? [`media:${operand}`] : [];
  if (operand !== 'text' && operand !== 'custom') return [];
  if (condition.operator !== 'contains' && condition.operator !== 'equals') return [];
  if (condition.isKeywordsReferencePresent || condition.category !== 'word') return undefined;
  if (condition.operator !== 'contains') return undefined;
  return firstWords(condition.value)?.map((word) => `${operand}:${word}`);
}

function build(rules: readonly ModerationRule[]): RuleIndex {
  const index: RuleIndex = { order: new Map(), byKey: new Map(), always: [] };
  rules.forEach((rule, position) => {
    if (!rule.enabled) return;
    index.order.set(rule, position);
    const keys = new Set<string>();
    for (const condition of rule.conditions) {
      const found = keysOf(condition);
      if (found === undefined) {
        index.always.push(rule);
        return;
      }
      for (const key of found) keys.add(key);
    }
    for (const key of keys) index.byKey.set(key, [...(index.byKey.get(key) ?? []), rule]);
  });
  return index;
}

/** The enabled rules the message may meet, in the app's rule order. */
export function candidateRules(state: AppState, texts: MessageTexts): ModerationRule[] {
  const rules = state.moderationRules.list() as readonly ModerationRule[];
  let index = indexes.get(rules);
  if (!index) {
    index = build(rules);
    indexes.set(rules, index);
  }
  const found = new Set<ModerationRule>(index.always);
  const add = (key: string) => index.byKey.get(key)?.forEach((rule) => found.add(rule));
  for (const operand of ['text', 'custom']) {
    for (const text of texts.of(operand)) for (const word of text.words) add(`${operand}:${word}`);
  }
  const { message } = texts;
  if (message.category === 'message') add(`media:${message.type}`);
  if (found.size < 2) return [...found];
  const order = index.order;
  return [...found].sort((a, b) => order.get(a)! - order.get(b)!);
}
