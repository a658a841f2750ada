/**
 * Which pattern terms the engine refuses to run. A minimal version, written where the rules need it:
 * the greedy forms the reference's documentation refuses (`.*`, `.+`, an unbounded `{n,}`), and a
 * quantified group that holds a quantifier (`(a+)+`), the shape whose backtracking can hold the event
 * loop. The full check of unsafe patterns belongs to the keyword lists' part and replaces this file.
 */
const GREEDY = /(?<!\\)\.[*+]|(?<!\\)\{\d+,\}/;
const NESTED = /\([^()]*(?<!\\)[*+}][^()]*\)[*+{]/;

/** Why `term` is refused as a pattern, or undefined when it may run. */
export function patternProblem(term: string): string | undefined {
  if (GREEDY.test(term)) return 'it is greedy (.*, .+ or an unbounded {n,})';
  if (NESTED.test(term)) return 'it repeats a repetition, which can backtrack without end';
  return undefined;
}
