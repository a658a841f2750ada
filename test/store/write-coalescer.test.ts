import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { WriteCoalescer } from '../../src/store/write-coalescer.ts';

/** A write that records the value it saw when it started and finishes when told to. */
function controlledWrites(read: () => number) {
  const started: number[] = [];
  const finishers: (() => void)[] = [];
  const failers: ((error: Error) => void)[] = [];
  const write = () =>
    new Promise<void>((resolve, reject) => {
      started.push(read());
      finishers.push(resolve);
      failers.push(reject);
    });
  return { started, finishers, failers, write };
}

/** The end of the current turn of the event loop, when a requested write starts. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** Long enough for a queued write to start: it is requested once the running one ended, then waits a turn. */
const settle = async () => {
  await tick();
  await tick();
};

describe('WriteCoalescer', () => {
  test('request — burst in one turn — joins one write that starts at the end of the turn and sees the last change', async () => {
    let value = 0;
    const writes = controlledWrites(() => value);
    const coalescer = new WriteCoalescer(writes.write);
    const requests = [1, 2, 3].map((v) => {
      value = v;
      return coalescer.request();
    });
    assert.deepEqual(writes.started, [], 'nothing is written before the turn ends');
    await tick();
    assert.deepEqual(writes.started, [3]);
    writes.finishers[0]!();
    await Promise.all(requests);
    assert.equal(writes.started.length, 1);
  });

  test('request — burst during a running write — folds into one queued write that sees the last change', async () => {
    let value = 0;
    const writes = controlledWrites(() => value);
    const coalescer = new WriteCoalescer(writes.write);
    const resolved: number[] = [];
    value = 1;
    const first = coalescer.request().then(() => resolved.push(1));
    await tick();
    const rest = [2, 3, 4].map((v) => {
      value = v;
      return coalescer.request().then(() => resolved.push(v));
    });
    assert.deepEqual(writes.started, [1]);
    writes.finishers[0]!();
    await first;
    await settle();
    assert.deepEqual(resolved, [1]);
    assert.deepEqual(writes.started, [1, 4]);
    writes.finishers[1]!();
    await Promise.all(rest);
    assert.deepEqual(resolved, [1, 2, 3, 4]);
    assert.equal(writes.started.length, 2);
  });

  test('request — queued write not yet started — a later request joins it and its change is in it', async () => {
    let value = 0;
    const writes = controlledWrites(() => value);
    const coalescer = new WriteCoalescer(writes.write);
    value = 1;
    const first = coalescer.request();
    await tick();
    value = 2;
    const second = coalescer.request();
    writes.finishers[0]!();
    await first;
    value = 3;
    const third = coalescer.request();
    await settle();
    assert.deepEqual(writes.started, [1, 3]);
    writes.finishers[1]!();
    await Promise.all([second, third]);
  });

  test('request — the queued write fails — rejects its callers and the next request writes again', async () => {
    const writes = controlledWrites(() => 0);
    const coalescer = new WriteCoalescer(writes.write);
    const first = coalescer.request();
    await tick();
    const second = coalescer.request();
    writes.finishers[0]!();
    await first;
    await settle();
    writes.failers[1]!(new Error('disk full'));
    await assert.rejects(second, /disk full/);
    const third = coalescer.request();
    await settle();
    assert.equal(writes.started.length, 3);
    writes.finishers[2]!();
    await third;
  });

  test('request — the write throws synchronously — rejects instead of throwing', async () => {
    const coalescer = new WriteCoalescer(() => {
      throw new Error('sync');
    });
    await assert.rejects(coalescer.request(), /sync/);
  });

  test('idle — writes running and queued — resolves only after the last one ended', async () => {
    const writes = controlledWrites(() => 0);
    const coalescer = new WriteCoalescer(writes.write);
    void coalescer.request();
    await tick();
    void coalescer.request().catch(() => {});
    let idle = false;
    const waiting = coalescer.idle().then(() => (idle = true));
    writes.finishers[0]!();
    await settle();
    assert.equal(idle, false);
    writes.failers[1]!(new Error('lost'));
    await waiting;
    assert.equal(idle, true);
  });

  test('idle — a write requested but not yet started — waits for it', async () => {
    const writes = controlledWrites(() => 0);
    const coalescer = new WriteCoalescer(writes.write);
    void coalescer.request();
    let idle = false;
    const waiting = coalescer.idle().then(() => (idle = true));
    await tick();
    assert.equal(writes.started.length, 1);
    assert.equal(idle, false);
    writes.finishers[0]!();
    await waiting;
  });
});
