/**
 * The bound on the patterns one message meets (src/domain/moderation-terms.ts): each pattern runs in
 * windows of the text, an `equals` pattern only on a text that fits one window, and past the message's
 * budget no further pattern is tried, however many terms the app's rules and lists hold.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PATTERN_WINDOW } from '../../src/domain/moderation-patterns.ts';
import { PATTERN_BUDGET_MS, foldText, termIndex } from '../../src/domain/moderation-terms.ts';

describe('moderation patterns — the bound on one message', () => {
  test('budget — spent by the first pattern — the later patterns of the same message are not tried; a new message has its own', (t) => {
    let now = 0;
    // Every reading of the clock finds more time passed than the whole budget.
    t.mock.method(performance, 'now', () => (now += PATTERN_BUDGET_MS + 1));
    const index = termIndex('pattern', ['nothing-here', 'x']);
    const budget = {};
    assert.equal(index.matches(foldText('x', budget), 'contains'), false);
    // The same message's next text shares its spent budget; another message starts afresh.
    assert.equal(index.matches(foldText('x', budget), 'contains'), false);
    assert.equal(termIndex('pattern', ['x']).matches(foldText('x'), 'contains'), true);
  });

  test('windows — a pattern is met anywhere in a long text, across a window edge; equals only on a text one window long', () => {
    const index = termIndex('pattern', ['ab\\d{2}c']);
    const at = (offset: number) => `${' '.repeat(offset)}ab12c${' '.repeat(300)}`;
    for (const offset of [0, PATTERN_WINDOW - 3, 5_000])
      assert.equal(index.matches(foldText(at(offset)), 'contains'), true);
    const whole = termIndex('pattern', ['a+']);
    assert.equal(whole.matches(foldText('a'.repeat(PATTERN_WINDOW)), 'equals'), true);
    assert.equal(whole.matches(foldText('a'.repeat(PATTERN_WINDOW + 1)), 'equals'), false);
  });
});
