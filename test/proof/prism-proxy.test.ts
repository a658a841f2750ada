/**
 * The independent contract check: the sandbox runs as a process, Prism's validation proxy stands in
 * front of it with the committed document, and an end-to-end scenario reaches every operation with
 * each status it documents. Prism judges every response against the document and reports any
 * mismatch in its `sl-violations` header; one is a failure. Request validation is off in the proxy so
 * that the scenario's deliberately wrong requests reach the sandbox.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { documentedErrors, OPERATION_IDS } from '../../src/contract/operations.ts';
import { type Child, startPrismProxy, startSandbox, stopChild } from '../../scripts/lib/processes.ts';
import { API_KEY } from '../helpers/api.ts';
import { THROTTLED_APP, type Step } from './contract-steps.ts';
import { SCENARIO } from './scenario.ts';

/** Above what the scenario sends to one app in one frozen window (its writes count against half of it). */
const RATE_LIMIT = 1000;
/** A frozen clock, so the throttled app's window cannot roll over while the test runs. */
const CLOCK = 1_700_000_000;
/** Requests carrying this header get a response the contract does not allow, from the relay. */
const BREAK_HEADER = 'x-proof-break-contract';

/**
 * Sits between Prism and the sandbox and passes everything through, except that it answers a request
 * marked with BREAK_HEADER itself, with a body the contract forbids: the proof that the check can fail.
 */
async function startRelay(target: string): Promise<Server> {
  const { hostname, port } = new URL(target);
  const relay = createServer((req, res) => {
    if (req.headers[BREAK_HEADER]) {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"unexpected":true}}');
      return;
    }
    const upstream = httpRequest(
      { hostname, port, path: req.url, method: req.method, headers: req.headers },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  relay.listen(0, '127.0.0.1');
  await once(relay, 'listening');
  return relay;
}

interface Answer {
  status: number;
  code: unknown;
  violations: string | null;
}

describe('Prism validation proxy in front of the sandbox — the whole scenario', () => {
  let dataDir: string;
  let sandbox: Child | undefined;
  let relay: Server | undefined;
  let prism: Child | undefined;
  const seen = new Map<string, Set<number>>();

  const send = async (step: Pick<Step, 'method' | 'path' | 'headers' | 'body'>): Promise<Answer> => {
    const body =
      step.body === undefined || typeof step.body === 'string' ? step.body : JSON.stringify(step.body);
    const headers: Record<string, string> = { apikey: API_KEY, ...step.headers };
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(`${prism!.origin}${step.path}`, { method: step.method, headers, body }).catch(
      (error: unknown) => {
        // Say why Prism stopped answering: its exit and last words, not only a refused connection.
        const { exitCode, signalCode } = prism!.process;
        const state =
          exitCode === null && signalCode === null ? 'running' : `exited (${exitCode ?? signalCode})`;
        throw new Error(`Prism ${state}: ${String(error)}\n${prism!.output().slice(-2000)}`, {
          cause: error,
        });
      },
    );
    const json = (await res.json().catch(() => undefined)) as { error?: { code?: unknown } } | undefined;
    return { status: res.status, code: json?.error?.code, violations: res.headers.get('sl-violations') };
  };

  before(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'chat-sandbox-proof-'));
    sandbox = await startSandbox({ dataDir, rateLimit: RATE_LIMIT, clock: CLOCK });
    relay = await startRelay(sandbox.origin);
    prism = await startPrismProxy(`http://127.0.0.1:${(relay.address() as AddressInfo).port}/v3`);
    // Spend the throttled app's standard and core windows directly, so every 429 step finds them empty.
    const spend = (method: string, path: string) =>
      fetch(`${sandbox!.origin}/v3${path}`, {
        method,
        headers: { apikey: API_KEY, appId: THROTTLED_APP, 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      }).then((r) => r.arrayBuffer());
    for (let i = 0; i < RATE_LIMIT; i += 25) {
      await Promise.all(Array.from({ length: 25 }, () => spend('GET', '/moderation/blocked-messages')));
    }
    for (let i = 0; i < RATE_LIMIT / 2; i += 25) {
      await Promise.all(Array.from({ length: 25 }, () => spend('POST', '/groups')));
    }
  });

  after(async () => {
    if (prism) await stopChild(prism);
    relay?.close();
    if (sandbox) await stopChild(sandbox);
    await rm(dataDir, { recursive: true, force: true });
  });

  test('relay — a response the contract forbids — Prism reports it in sl-violations', async () => {
    const answer = await send({
      method: 'GET',
      path: '/groups/cometchat-guid-1/bannedusers',
      headers: { [BREAK_HEADER]: '1' },
    });
    assert.equal(answer.status, 200);
    assert.match(answer.violations ?? '', /response/);
  });

  for (const step of SCENARIO) {
    test(`${step.op} — ${step.what} — ${step.status}${step.code ? ` ${step.code}` : ''}, no violation`, async () => {
      const answer = await send(step);
      assert.equal(answer.violations, null, `Prism reports: ${answer.violations}`);
      assert.equal(answer.status, step.status, JSON.stringify(answer));
      if (step.code) assert.equal(answer.code, step.code);
      if (!seen.has(step.op)) seen.set(step.op, new Set());
      seen.get(step.op)!.add(answer.status);
    });
  }

  test('coverage — every operation — answered 200 and every status it documents', () => {
    for (const op of OPERATION_IDS) {
      const documented = new Set([200, ...documentedErrors(op).map((e) => e.status)]);
      assert.deepEqual([...(seen.get(op) ?? [])].sort(), [...documented].sort(), op);
    }
  });
});
