/**
 * A soak of mixed requests over several apps — successes, every kind of error, rate-limited answers —
 * leaves memory bounded: the request journal keeps its size, and once warm the heap stops growing.
 * The requests change no state for good (a reaction is added and removed, a save is repeated, a create
 * hits an existing guid), so any growth would be the server's own bookkeeping.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Worker } from 'node:worker_threads';
import { createApp } from '../../src/app.ts';
import { defaultConfig } from '../../src/http/config.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { MemoryStore } from '../../src/store/memory-store.ts';
import { API_KEY, NOW } from '../helpers/api.ts';

const APPS = ['soak-a', 'soak-b', 'soak-c', 'soak-d', 'soak-e', 'soak-f'];
const JOURNAL_SIZE = 50;
const ROUNDS = 7;
const REQUESTS_PER_ROUND = 1000;
/** Rounds that warm the server up (code, caches, the journals filling) before growth is counted. */
const WARM_ROUNDS = 2;
/**
 * Growth allowed over the counted rounds. An unbounded journal (~200 bytes kept per request) grows the
 * heap by ~1 MB over them; the bounded server grows by 0.1–0.2 MB.
 */
const GROWTH_MAX_BYTES = 600 * 1024;

/** The client runs in a worker thread: its heap is its own, so its allocations never count here. */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
parentPort.on('message', async (requests) => {
  const counts = {};
  let next = 0;
  const work = async () => {
    while (next < requests.length) {
      const [method, path, headers, body] = requests[next++];
      const res = await fetch(workerData.origin + path, { method, headers, body });
      await res.arrayBuffer();
      counts[res.status] = (counts[res.status] || 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, work));
  parentPort.postMessage(counts);
});
`;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapAfterGc = (): number => {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
};

type Request = [method: string, path: string, headers: Record<string, string>, body?: string];

/** The i-th request of the mix. */
function nth(i: number): Request {
  const headers = { apikey: API_KEY, appId: APPS[i % APPS.length]!, onBehalfOf: 'superhero1' };
  const json = { ...headers, 'content-type': 'application/json' };
  const mix: Request[] = [
    ['GET', '/v3/groups/cometchat-guid-1/bannedusers', headers],
    ['POST', '/v3/messages/4/reactions/%F0%9F%91%8D', headers],
    ['GET', '/v3/messages/4/reactions', headers],
    ['DELETE', '/v3/messages/4/reactions/%F0%9F%91%8D', headers],
    ['POST', '/v3/messages/4/save', headers],
    ['GET', '/v3/messages/99999/reactions', headers],
    ['GET', '/v3/users/superhero1/auth_tokens?perPage=0', headers],
    ['POST', '/v3/groups', json, JSON.stringify({ guid: 'cometchat-guid-1', name: 'Again', type: 'public' })],
    ['GET', '/v3/moderation/blocked-messages', { ...headers, apikey: 'not-a-key' }],
    ['POST', '/v3/bots/chatbot/messages', json, '{"category":'],
  ];
  return mix[i % mix.length]!;
}

describe('soak — mixed requests on six apps', () => {
  let server: Server;
  let client: Worker;
  let origin: string;
  const statuses = new Map<number, number>();

  before(async () => {
    const store = new MemoryStore({ seed: loadFixtures });
    const rateLimit = { standard: 300, core: 100 };
    const config = defaultConfig({ clock: NOW, journalSize: JOURNAL_SIZE, rateLimit });
    server = createServer(createApp({ store, config })).listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    client = new Worker(CLIENT, { eval: true, workerData: { origin } });
  });

  after(async () => {
    await client.terminate();
    server.closeAllConnections();
    server.close();
  });

  async function round(from: number): Promise<void> {
    client.postMessage(Array.from({ length: REQUESTS_PER_ROUND }, (_, i) => nth(from + i)));
    const [counts] = (await once(client, 'message')) as [Record<string, number>];
    for (const [status, n] of Object.entries(counts)) {
      statuses.set(Number(status), (statuses.get(Number(status)) ?? 0) + n);
    }
  }

  test(`${ROUNDS} rounds of ${REQUESTS_PER_ROUND} requests — heap once warm and at the end — grows by less than 600 KB`, async () => {
    const heap: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      await round(r * REQUESTS_PER_ROUND);
      heap.push(heapAfterGc());
    }
    const growth = heap[ROUNDS - 1]! - heap[WARM_ROUNDS - 1]!;
    assert.ok(growth < GROWTH_MAX_BYTES, `heap grew ${growth} bytes: ${heap.join(', ')}`);
    for (const status of [200, 400, 401, 404, 409, 429]) assert.ok(statuses.has(status), `no ${status}`);
    assert.equal(statuses.has(500), false);
  });

  test('journal of every app — after the soak — holds exactly its configured size', async () => {
    for (const appId of APPS) {
      const res = await fetch(`${origin}/__sandbox/apps/${appId}/requests?limit=1000`);
      const entries = (await res.json()) as unknown[];
      assert.equal(res.status, 200);
      assert.equal(entries.length, JOURNAL_SIZE, appId);
    }
  });
});
