/**
 * SIGTERM under load: the server stops accepting, finishes the requests it has started (their
 * changes written), and exits 0.
 *
 * Which requests are in flight is made certain, not guessed by timing: each sends `Expect:
 * 100-continue` and holds its body back; the server's `100 Continue` proves it has taken the request
 * up. Only then is SIGTERM sent, and only then do the bodies follow.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { request } from 'node:http';
import { after, describe, test } from 'node:test';
import { type Child, startSandbox, stopChild } from '../../scripts/lib/processes.ts';
import { createGroup, json, missingGroups, reaching, runClients, withDataDir } from './fault-helpers.ts';

const IN_FLIGHT = 16;
/** Requests a stopping server may still finish after the held ones: those already on their way. */
const LATE_MAX = 100;
const cleanups: (() => Promise<unknown>)[] = [];

describe('proof/graceful-stop.test.ts', () => {
  after(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  interface HeldRequest {
    /** Resolves once the server has answered 100 Continue. */
    taken: Promise<void>;
    /** Sends the body; resolves with the final status. */
    finish: () => Promise<number>;
  }

  function holdCreate(origin: string, guid: string): HeldRequest {
    const body = JSON.stringify({ guid, name: guid, type: 'public' });
    const req = request(`${origin}/v3/groups`, {
      method: 'POST',
      headers: {
        ...json,
        expect: '100-continue',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      },
    });
    req.flushHeaders();
    const answered = once(req, 'response').then(async ([res]) => {
      for await (const _ of res) void _;
      return res.statusCode as number;
    });
    return {
      taken: once(req, 'continue').then(() => undefined),
      finish: () => {
        req.end(body);
        return answered;
      },
    };
  }

  async function serverUnderLoad() {
    const { dir, remove } = await withDataDir();
    cleanups.push(remove);
    const server: Child = await startSandbox({ dataDir: dir });
    cleanups.push(() => stopChild(server, 'SIGKILL'));
    let acknowledged = 0;
    const watchers: ((total: number) => void)[] = [];
    const { reached, report } = reaching(50);
    const load = runClients(IN_FLIGHT, createGroup(server.origin, 'load'), (n) => {
      acknowledged = n;
      report(n);
      for (const watch of watchers) watch(n);
    });
    await reached;
    const held = Array.from({ length: IN_FLIGHT }, (_, i) => holdCreate(server.origin, `held-${i}`));
    await Promise.all(held.map((h) => h.taken));
    const exited = once(server.process, 'exit').then(([code]) => code as number | null);
    server.process.kill('SIGTERM');
    const watch = (watcher: (total: number) => void) => watchers.push(watcher);
    return { dir, load, held, exited, acknowledged: () => acknowledged, watch };
  }

  describe('SIGTERM under load', () => {
    test('16 requests taken up, 16 clients creating groups — SIGTERM — the 16 answered 200, exit code 0, every acknowledged group kept', async () => {
      const { dir, load, held, exited } = await serverUnderLoad();
      load.stop();
      const statuses = await Promise.all(held.map((h) => h.finish()));
      assert.deepEqual(statuses, Array(IN_FLIGHT).fill(200));
      assert.equal(await exited, 0);
      const again = await startSandbox({ dataDir: dir });
      cleanups.push(() => stopChild(again));
      const guids = [...held.map((_, i) => `held-${i}`), ...(await load.done)];
      assert.deepEqual(await missingGroups(again.origin, guids), []);
    });

    test('clients that keep sending on keep-alive connections — SIGTERM — the server stops taking their requests and exits', async () => {
      const { load, held, exited, acknowledged, watch } = await serverUnderLoad();
      await Promise.all(held.map((h) => h.finish()));
      const from = acknowledged();
      let late = 0;
      // Bounded by a count, not a clock: with the fault the clients are stopped after 10 × LATE_MAX.
      watch((n) => {
        late = n - from;
        if (late > 10 * LATE_MAX) load.stop();
      });
      const code = await exited;
      load.stop();
      await load.done;
      assert.ok(late <= LATE_MAX, `${late} requests were served after the in-flight ones`);
      assert.equal(code, 0);
    });
  });
});
