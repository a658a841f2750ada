import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { listMessagePage } from '../../src/domain/message-lists.ts';
import { appendMessage } from '../../src/domain/message-log.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { fromSnapshot, type AppState } from '../../src/store/state.ts';

const CONVERSATION = 'superhero3_user_superhero4';

type Step =
  { kind: 'send'; from: 'superhero3' | 'superhero4'; at: number } | { kind: 'delete'; pick: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('send' as const),
      from: fc.constantFrom('superhero3' as const, 'superhero4' as const),
      at: fc.integer({ min: 1_700_000_000, max: 1_700_000_500 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }) },
);

/** The fixtures plus a random history of one conversation: sends at any time (the clock may go back) and permanent deletions. */
function stateAfter(steps: Step[]): AppState {
  const state = fromSnapshot(loadFixtures());
  const ids: string[] = [];
  for (const step of steps) {
    if (step.kind === 'send') {
      const to = step.from === 'superhero3' ? 'superhero4' : 'superhero3';
      ids.push(
        appendMessage(state, {
          conversationId: CONVERSATION,
          sender: step.from,
          receiverType: 'user',
          receiver: to,
          category: 'message',
          type: 'text',
          data: { text: `at ${step.at}` },
          sentAt: step.at,
          updatedAt: step.at,
        }).id,
      );
    } else if (ids.length > 0) {
      const [id] = ids.splice(step.pick % ids.length, 1);
      state.messages.delete(id!);
    }
  }
  return state;
}

const all = (state: AppState, viewer: string) =>
  listMessagePage(state, state.messageIndexes.ofConversation(CONVERSATION), viewer, { limit: 1000 }).data.map(
    (m) => m.id,
  );

describe('message paging', () => {
  test('walk by meta.next from the oldest — any history, any page size — every message once, in order', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), fc.integer({ min: 1, max: 7 }), (steps, limit) => {
        const state = stateAfter(steps);
        const ids = state.messageIndexes.ofConversation(CONVERSATION);
        const walked: string[] = [];
        let query: Record<string, unknown> = { limit, affix: 'append' };
        for (let pages = 0; pages < 100; pages += 1) {
          const page = listMessagePage(state, ids, 'superhero3', query);
          walked.push(...page.data.map((m) => m.id));
          if (!page.meta.next || page.data.length < limit) break;
          query = { limit, affix: 'append', id: page.meta.next.id };
        }
        assert.deepEqual(walked, all(state, 'superhero3'));
      }),
      { numRuns: 150 },
    );
  });

  test('walk by meta.previous from the newest — any history, any page size — every message once, in order', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), fc.integer({ min: 1, max: 7 }), (steps, limit) => {
        const state = stateAfter(steps);
        const ids = state.messageIndexes.ofConversation(CONVERSATION);
        const pages: string[][] = [];
        let query: Record<string, unknown> = { limit };
        for (let n = 0; n < 100; n += 1) {
          const page = listMessagePage(state, ids, 'superhero4', query);
          pages.unshift(page.data.map((m) => m.id));
          if (!page.meta.previous || page.data.length < limit) break;
          query = { limit, affix: 'prepend', id: page.meta.previous.id };
        }
        assert.deepEqual(pages.flat(), all(state, 'superhero4'));
      }),
      { numRuns: 150 },
    );
  });
});
