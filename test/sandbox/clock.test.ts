import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CLOCK_MAX } from '../../src/contract/sandbox-limits.ts';
import type { JournalEntry } from '../../src/sandbox/journal.ts';
import { expectError } from '../helpers/api.ts';
import { NOW, makeSandbox } from './sandbox-app.ts';

const s = makeSandbox();
const wallClock = (): number => Math.floor(Date.now() / 1000);
const STEPS = [0, 1, 59, 60, 3600, -30, 86_400, 7, -1, 31_536_000];
const botText = {
  receiver: 'superhero1',
  receiverType: 'user',
  category: 'message',
  type: 'text',
  data: { text: 'hi' },
};

describe('app clock', () => {
  test('clock — server started with --clock — every app frozen there', async () => {
    assert.deepEqual((await s.clock('c1')).body, { now: NOW, mode: 'frozen' });
  });

  test('clock — 25 requests, each after its own advance — every timestamp written is the running sum', async () => {
    let expected = 1_750_000_000;
    assert.deepEqual((await s.clock('c2', { now: expected })).body, { now: expected, mode: 'frozen' });
    const written: number[] = [];
    const wanted: number[] = [];
    for (let i = 0; i < 25; i++) {
      const step = STEPS[i % STEPS.length]!;
      expected += step;
      assert.deepEqual((await s.clock('c2', { advance: step })).body, { now: expected, mode: 'frozen' });
      if (i % 2 === 0) {
        const res = await s
          .api('c2', 'post', '/groups')
          .send({ guid: `g-${i}`, name: `G ${i}`, type: 'public' });
        written.push(res.body.data.createdAt);
      } else {
        written.push((await s.api('c2', 'post', '/bots/chatbot/messages').send(botText)).body.data.sentAt);
      }
      wanted.push(expected);
    }
    assert.deepEqual(written, wanted);
    const stored = (await s.state('c2')).body.groups.filter((g: { guid: string }) => g.guid.startsWith('g-'));
    assert.deepEqual(
      stored.map((g: { createdAt: number }) => g.createdAt),
      wanted.filter((_, i) => i % 2 === 0),
    );
    const arrivals = ((await s.journal('c2')).body as JournalEntry[]).map((e) => e.time).reverse();
    assert.deepEqual(arrivals, wanted);
  });

  test('clock — mode real, then an advance, then real again — wall clock, wall clock + advance, wall clock', async () => {
    let before = wallClock();
    let res = await s.clock('c3', { mode: 'real' });
    assert.equal(res.body.mode, 'real');
    assert.ok(res.body.now >= before && res.body.now <= wallClock(), JSON.stringify(res.body));
    before = wallClock();
    res = await s.clock('c3', { advance: 3600 });
    assert.equal(res.body.mode, 'real');
    assert.ok(res.body.now >= before + 3600 && res.body.now <= wallClock() + 3600, JSON.stringify(res.body));
    before = wallClock();
    res = await s.clock('c3', { mode: 'real' });
    assert.ok(res.body.now >= before && res.body.now <= wallClock(), JSON.stringify(res.body));
  });

  test('clock — one app moved — another app keeps its time', async () => {
    await s.clock('c4a', { advance: 1000 });
    assert.equal((await s.clock('c4a')).body.now, NOW + 1000);
    assert.equal((await s.clock('c4b')).body.now, NOW);
  });

  const invalid: [string, unknown, string][] = [
    ['empty', {}, 'body'],
    ['two settings', { now: NOW, advance: 1 }, 'body'],
    ['negative now', { now: -1 }, 'now'],
    ['fractional now', { now: NOW + 0.5 }, 'now'],
    ['eleven-digit now', { now: CLOCK_MAX + 1 }, 'now'],
    ['mode frozen', { mode: 'frozen' }, 'mode'],
    ['advance as text', { advance: '60' }, 'advance'],
    ['unknown setting', { later: 5 }, 'later'],
    ['advance before epoch 0', { advance: -NOW - 1 }, 'advance'],
    ['advance past the 10-digit range', { advance: CLOCK_MAX - NOW + 1 }, 'advance'],
  ];
  for (const [what, body, field] of invalid) {
    test(`clock — ${what} — 400 naming ${field}, clock unchanged`, async () => {
      const res = await s.clock('c5', body as object);
      expectError(res, 400, 'ERR_BAD_REQUEST');
      assert.ok(res.body.error.details[field], JSON.stringify(res.body.error.details));
      assert.deepEqual((await s.clock('c5')).body, { now: NOW, mode: 'frozen' });
    });
  }
});
