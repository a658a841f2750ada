import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  PATTERN_WINDOW,
  compilePattern,
  patternProblem,
  testPattern,
} from '../../src/domain/moderation-patterns.ts';

describe('pattern terms (SPEC 19)', () => {
  test('what moderation lists hold is accepted', () => {
    for (const term of ['\\d{3}-\\d{4}', '\\bfree\\s+money\\b', 'https?://\\S+', '(?:cat|dog)s?', '\\p{L}+x'])
      assert.equal(patternProblem(term), undefined, term);
  });

  test('a greedy term is refused, as the real documentation refuses it', () => {
    for (const term of ['.*bad', 'bad.+', 'a{2,}']) assert.match(patternProblem(term) ?? '', /greedy/, term);
    // Escaped, or in a class, the dot is a character.
    assert.equal(patternProblem('\\.*'), undefined);
    assert.equal(patternProblem('[.*]x'), undefined);
  });

  test('a term that does not compile is refused', () => {
    assert.match(patternProblem('[abc') ?? '', /does not compile/);
  });

  test('a term that could backtrack without bound is refused', () => {
    assert.match(patternProblem('(a+)+$') ?? '', /catastrophically/);
    assert.match(patternProblem('(a|aa)+$') ?? '', /catastrophically/);
    assert.match(patternProblem('(x)\\1') ?? '', /refers back/);
    assert.match(patternProblem('\\s*\\s*\\s*x') ?? '', /more than 2/);
  });

  test('a pattern runs on windows of the text, and finds a match across a window’s edge', () => {
    const pattern = compilePattern('free\\s+money');
    const text = `${'x'.repeat(PATTERN_WINDOW - 3)} FREE money ${'y'.repeat(10_000)}`;
    assert.equal(testPattern(pattern, text), true);
    assert.equal(testPattern(pattern, `${'x'.repeat(10_000)} free mo`), false);
    // The worst an accepted term can do on a long text still ends (no duration asserted).
    assert.equal(testPattern(compilePattern('\\s*\\s*x'), ' '.repeat(10_000)), false);
  });
});
