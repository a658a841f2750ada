/**
 * The terms of a condition or a keyword list, compiled once into an index a text is looked up in, so
 * that the cost of moderating a message follows the words of the message, not the number of terms:
 *
 * - `word`: one-word terms in a Set, looked up per word of the text; a phrase under its first word,
 *   checked where that word occurs; the rare term that is not words and spaces in one alternation.
 * - `pattern`: each term a regular expression with the `u` and `i` flags, tried in turn (a pattern
 *   cannot be looked up; their number is bounded by the rules' and lists' limits).
 * - `sentence-similarity`: the sentence contained in the text after case and space folding, looked up
 *   under its first word where that word starts in the text.
 *
 * A text is folded once per message (Folded): lowercased, its runs of white space made one space, and
 * cut into words with where each starts; patterns see it as sent.
 */

import type { MessageRecord } from '../store/state.ts';
import { PATTERN_WINDOW, testPattern } from './moderation-patterns.ts';

/**
 * The most time the patterns of all rules and lists may take over one message. Each accepted term is
 * bounded by its shape and by the window it runs on (moderation-patterns.ts), but an app may hold many
 * pattern terms: 100 terms of the worst accepted shape met by 10,000 spaces took some 25 s. Past the
 * budget the message's remaining pattern tests count as not met (docs/decisions/moderation-keyword-lists.md):
 * the event loop, which answers every app, is held at most this long plus one window's test.
 */
export const PATTERN_BUDGET_MS = 50;

/** When the patterns of one message must stop, set at its first pattern test; shared by its texts. */
export interface PatternBudget {
  endsAt?: number;
}

/** Letters, marks, digits and the underscore make up a word, in every script. */
const WORD_CHAR = '[\\p{L}\\p{M}\\p{N}_]';
const WORDS = new RegExp(`${WORD_CHAR}+`, 'gu');
const ONLY_WORDS = new RegExp(`^${WORD_CHAR}+(?: ${WORD_CHAR}+)*$`, 'u');

export interface Folded {
  /** As sent, for patterns: a pattern may tell cases apart (`\\p{Lu}`), so it sees the original. */
  raw: string;
  /** The message's pattern budget, shared by all its texts. */
  budget: PatternBudget;
  text: string;
  words: string[];
  starts: number[];
}

export const fold = (text: string): string => text.trim().replace(/\s+/gu, ' ').toLowerCase();

export function foldText(text: string, budget: PatternBudget = {}): Folded {
  const folded = fold(text);
  const words: string[] = [];
  const starts: number[] = [];
  for (const match of folded.matchAll(WORDS)) {
    words.push(match[0]);
    starts.push(match.index);
  }
  return { raw: text, budget, text: folded, words, starts };
}

export type Category = 'word' | 'pattern' | 'sentence-similarity';
export type Operator = 'contains' | 'equals';

export interface TermIndex {
  matches(text: Folded, operator: Operator): boolean;
}

const escape = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether words i, i+1, … of the text are `rest`, one space apart (a phrase after its first word). */
function followedBy(text: Folded, i: number, rest: readonly string[]): boolean {
  for (let k = 0; k < rest.length; k += 1) {
    const at = i + 1 + k;
    if (text.words[at] !== rest[k]) return false;
    const gapStart = text.starts[at - 1]! + text.words[at - 1]!.length;
    if (text.starts[at]! - gapStart !== 1 || text.text[gapStart] !== ' ') return false;
  }
  return true;
}

function wordIndex(terms: readonly string[]): TermIndex {
  const whole = new Set<string>();
  const single = new Set<string>();
  const phrases = new Map<string, string[][]>();
  const odd: string[] = [];
  for (const term of terms) {
    const folded = fold(term);
    if (folded === '') continue;
    whole.add(folded);
    if (!ONLY_WORDS.test(folded)) {
      odd.push(escape(folded).replace(/ /g, '\\s+'));
      continue;
    }
    const [first, ...rest] = folded.split(' ');
    if (rest.length === 0) single.add(first!);
    else phrases.set(first!, [...(phrases.get(first!) ?? []), rest]);
  }
  const oddPattern =
    odd.length > 0 ? new RegExp(`(?<!${WORD_CHAR})(?:${odd.join('|')})(?!${WORD_CHAR})`, 'iu') : undefined;
  return {
    matches(text, operator) {
      if (operator === 'equals') return whole.has(text.text);
      for (let i = 0; i < text.words.length; i += 1) {
        const word = text.words[i]!;
        if (single.has(word)) return true;
        const rests = phrases.get(word);
        if (rests?.some((rest) => followedBy(text, i, rest))) return true;
      }
      return oddPattern !== undefined && oddPattern.test(text.text);
    },
  };
}

/** A pattern that does not compile matches nothing (a list written before the check, or an import). */
function compiled(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'iu');
  } catch {
    return undefined;
  }
}

/** Whether the message's pattern budget is spent; the first call starts it. */
function spent({ budget }: Folded): boolean {
  const now = performance.now();
  budget.endsAt ??= now + PATTERN_BUDGET_MS;
  return now > budget.endsAt;
}

/**
 * `contains` runs each pattern in windows of the text (testPattern); `equals` only on a text that fits
 * one window, since the whole text must match and a window cannot tell that (a longer text equals no
 * term the sandbox would run on it unbounded).
 */
function patternIndex(terms: readonly string[]): TermIndex {
  const contains = terms.map((t) => compiled(t)).filter((re): re is RegExp => re !== undefined);
  const equals = terms.map((t) => compiled(`^(?:${t})$`)).filter((re): re is RegExp => re !== undefined);
  return {
    matches(text, operator) {
      if (operator === 'equals' && text.raw.length > PATTERN_WINDOW) return false;
      const patterns = operator === 'equals' ? equals : contains;
      return patterns.some((re) => !spent(text) && testPattern(re, text.raw));
    },
  };
}

function sentenceIndex(sentences: readonly string[]): TermIndex {
  const whole = new Set<string>();
  const byFirstWord = new Map<string, string[]>();
  const loose: string[] = [];
  for (const sentence of sentences) {
    const folded = fold(sentence);
    if (folded === '') continue;
    whole.add(folded);
    const first = foldText(folded);
    if (first.starts[0] === 0) {
      byFirstWord.set(first.words[0]!, [...(byFirstWord.get(first.words[0]!) ?? []), folded]);
    } else loose.push(folded);
  }
  return {
    matches(text, operator) {
      if (operator === 'equals') return whole.has(text.text);
      for (let i = 0; i < text.words.length; i += 1) {
        const candidates = byFirstWord.get(text.words[i]!);
        if (candidates?.some((s) => text.text.startsWith(s, text.starts[i]))) return true;
      }
      return loose.some((s) => text.text.includes(s));
    },
  };
}

/**
 * The first word of each term, where every term is words and spaces: a text meets one of the terms only
 * where it has one of those words. Undefined where a term is not (it cannot be looked up by word).
 */
export function firstWords(terms: readonly string[]): string[] | undefined {
  const words: string[] = [];
  for (const term of terms) {
    const folded = fold(term);
    if (folded === '') continue;
    if (!ONLY_WORDS.test(folded)) return undefined;
    words.push(folded.split(' ')[0]!);
  }
  return words;
}

export function termIndex(category: string, terms: readonly string[]): TermIndex {
  if (category === 'pattern') return patternIndex(terms);
  if (category === 'sentence-similarity') return sentenceIndex(terms);
  return wordIndex(terms);
}

/** The texts of a message a condition inspects, folded once per message. */
export class MessageTexts {
  #text: Folded[] | undefined;
  #custom: Folded[] | undefined;
  readonly #budget: PatternBudget = {};
  constructor(readonly message: MessageRecord) {}

  of(operand: string): Folded[] {
    if (operand === 'text') return (this.#text ??= textsOf(this.message, this.#budget));
    if (operand === 'custom') return (this.#custom ??= customTextsOf(this.message, this.#budget));
    return [];
  }
}

function textsOf(message: MessageRecord, budget: PatternBudget): Folded[] {
  if (message.category !== 'message' || message.type !== 'text') return [];
  const text = message.data['text'];
  return typeof text === 'string' ? [foldText(text, budget)] : [];
}

/** The string values of `customData`, at any depth (an array's items too), each a text of its own. */
function customTextsOf(message: MessageRecord, budget: PatternBudget): Folded[] {
  const texts: Folded[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(foldText(value, budget));
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(message.data['customData']);
  return texts;
}
