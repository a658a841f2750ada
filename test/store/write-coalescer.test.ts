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

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('WriteCoalescer', () => {
  test('request — burst during a running write — folds into one queued write that sees the last change', async () => {
    let value = 0;
    const writes = controlledWrites(() => value);
    const coalescer = new WriteCoalescer(writes.write);
    const resolved: number[] = [];
    value = 1;
    const first = coalescer.request().then(() => resolved.push(1));
    const rest = [2, 3, 4].map((v) => {
      value = v;
      return coalescer.request().then(() => resolved.push(v));
    });
    assert.deepEqual(writes.started, [1]);
    writes.finishers[0]!();
    await first;
    await tick();
    assert.deepEqual(resolved, [1]);
    assert.deepEqual(writes.started, [1, 4]);
    writes.finishers[1]!();
    await Promise.all(rest);
    assert.deepEqual(resolved, [1, 2, 3, 4]);
    assert.equal(writes.started.length, 2);
  });

  test('request — no write running — starts a write at once', () => {
    const writes = controlledWrites(() => 0);
    void new WriteCoalescer(writes.write).request();
    assert.equal(writes.started.length, 1);
  });

  test('request — the queued write fails — rejects its callers and the next request writes again', async () => {
    const writes = controlledWrites(() => 0);
    const coalescer = new WriteCoalescer(writes.write);
    const first = coalescer.request();
    const second = coalescer.request();
    writes.finishers[0]!();
    await first;
    await tick();
    writes.failers[1]!(new Error('disk full'));
    await assert.rejects(second, /disk full/);
    const third = coalescer.request();
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
    void coalescer.request().catch(() => {});
    let idle = false;
    const waiting = coalescer.idle().then(() => (idle = true));
    writes.finishers[0]!();
    await tick();
    assert.equal(idle, false);
    writes.failers[1]!(new Error('lost'));
    await waiting;
    assert.equal(idle, true);
  });
});
