/**
 * The safety of a `pattern` term (SPEC 19): a keyword list's or a rule's regular expression, run on
 * every message an app's rules see. A term is refused, with the reason, when it is greedy (the real
 * service's documentation refuses `.*`, `.+` and an unbounded `{n,}`), when it does not compile, or when
 * it could backtrack catastrophically: the event loop answers every app, so one list must never hold
 * it. What is accepted still runs on a bounded text (`testPattern`), so a pattern that backtracks
 * polynomially costs at most a window's worth per window.
 */
import safeRegex from 'safe-regex2';

/** The flags every pattern is compiled with: case-insensitive, and Unicode (`\p{L}` reads as a class). */
export const PATTERN_FLAGS = 'iu';
/** The longest pattern term taken. */
export const PATTERN_MAX = 500;
/**
 * The most repetitions of a variable count (`*`, `+`, `{n,m}`) a pattern may hold. With k of them a
 * failing search of a text of n characters may try about n^(k+1) / (k+1)! ways: two keep a window's
 * worst case near three million steps, three would make it two hundred million.
 */
export const PATTERN_REPETITIONS_MAX = 2;
/** The text a pattern runs on at once; longer texts are read in windows of this size. */
export const PATTERN_WINDOW = 128;
/** How far consecutive windows overlap: a match up to this long is found across a window's edge. */
export const PATTERN_OVERLAP = 32;

/**
 * Why `term` may not be a pattern, or undefined when it may. The reason names no term: the caller
 * says which term it was.
 */
export function patternProblem(term: string): string | undefined {
  if (term.length === 0) return 'is empty';
  if (term.length > PATTERN_MAX) return `is longer than ${PATTERN_MAX} characters`;
  try {
    new RegExp(term, PATTERN_FLAGS);
  } catch (error) {
    return `does not compile: ${(error as Error).message}`;
  }
  const shape = scan(term);
  if (shape.greedy) return `is greedy (${shape.greedy}): name what the text holds instead`;
  if (shape.repetitions > PATTERN_REPETITIONS_MAX)
    return `repeats more than ${PATTERN_REPETITIONS_MAX} parts a variable number of times (bound them, as {1,3})`;
  if (shape.backReference) return 'refers back to a group, which may backtrack without bound';
  if (shape.repeatedAlternation || !safeRegex(term))
    return 'may backtrack catastrophically (a repetition inside a repetition, or a repeated alternation)';
  return undefined;
}

/** The term compiled as the engine runs it; call it only on a term `patternProblem` accepts. */
export const compilePattern = (term: string): RegExp => new RegExp(term, PATTERN_FLAGS);

/**
 * Whether `pattern` matches `text`, read in overlapping windows of PATTERN_WINDOW characters, so the
 * work of one test is bounded by the window and not by the text a sender chose.
 */
export function testPattern(pattern: RegExp, text: string): boolean {
  if (text.length <= PATTERN_WINDOW) return pattern.test(text);
  const step = PATTERN_WINDOW - PATTERN_OVERLAP;
  for (let start = 0; start < text.length; start += step) {
    if (pattern.test(text.slice(start, start + PATTERN_WINDOW))) return true;
    if (start + PATTERN_WINDOW >= text.length) break;
  }
  return false;
}

interface Shape {
  /** The greedy piece found: `.*`, `.+` or `{n,}`. */
  greedy?: string;
  backReference: boolean;
  /** `*`, `+` and `{n,m}` with m > n: the repetitions that can split a text more than one way. */
  repetitions: number;
  /** A group holding `|` that a quantifier repeats: `(a|aa)+` backtracks exponentially. */
  repeatedAlternation: boolean;
}

/**
 * What the checks read of a compiled term's syntax, outside character classes and escapes. safe-regex2
 * measures the star height; this names the greedy pieces the documentation refuses and the two
 * exponential shapes a star height of one still lets through.
 */
function scan(term: string): Shape {
  const shape: Shape = { backReference: false, repeatedAlternation: false, repetitions: 0 };
  /** Per open group: whether it holds `|` at its own level. */
  const groups: boolean[] = [];
  let inClass = false;
  for (let i = 0; i < term.length; i += 1) {
    const c = term[i]!;
    const next = term[i + 1];
    if (c === '\\') {
      if (!inClass && next !== undefined && (/[1-9]/.test(next) || (next === 'k' && term[i + 2] === '<')))
        shape.backReference = true;
      i += 1;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') groups.push(false);
    else if (c === '|' && groups.length > 0) groups[groups.length - 1] = true;
    else if (c === ')') {
      const alternation = groups.pop() ?? false;
      if (alternation && next !== undefined && '*+{'.includes(next)) shape.repeatedAlternation = true;
    } else if (c === '.' && (next === '*' || next === '+')) shape.greedy ??= `.${next}`;
    else if (c === '*' || c === '+') shape.repetitions += 1;
    else if (c === '{') {
      const count = /^\{(\d+)(,(\d*))?\}/.exec(term.slice(i));
      if (count?.[2] !== undefined && count[3] === '') shape.greedy ??= count[0];
      else if (count?.[3] !== undefined && Number(count[3]) > Number(count[1])) shape.repetitions += 1;
    }
  }
  return shape;
}
