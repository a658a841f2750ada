import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { ExampleObject, ResponseObject } from 'openapi3-ts/oas30';
import { PROJECT_ROOT } from '../../scripts/build-openapi.ts';
import { freePort } from '../../scripts/lib/processes.ts';
import { exampleRequests } from '../../scripts/lib/replay-examples.ts';
import { buildChatDocument } from '../../src/contract/chat-document.ts';
import { OPERATION_IDS, OPERATION_ROUTES } from '../../src/contract/operations.ts';

const STARTUP_MS = 15_000;

async function waitUntilAnswering(base: string, prism: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_MS;
  while (Date.now() < deadline) {
    if (prism.exitCode !== null) throw new Error(`prism exited with ${prism.exitCode}`);
    try {
      await fetch(`${base}/moderation/blocked-messages`, { headers: { apikey: 'probe' } });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`prism did not answer within ${STARTUP_MS} ms`);
}

/** A valid request of each operation: its first named example set that the document answers 200. */
function requestOf(operationId: (typeof OPERATION_IDS)[number]) {
  const doc = buildChatDocument();
  const { method, path } = OPERATION_ROUTES[operationId];
  const operation = doc.paths[path]![method]!;
  const request = exampleRequests(doc).find(
    (r) => r.operationId === operationId && r.documented?.status === 200,
  )!;
  const success = (operation.responses['200'] as ResponseObject).content!['application/json']!;
  return {
    method: request.method,
    url: request.path,
    headers: { apikey: 'test-key', 'content-type': 'application/json', ...request.headers } as Record<
      string,
      string
    >,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
    expected: (Object.values(success.examples ?? {})[0] as ExampleObject).value as unknown,
  };
}

describe('Prism mock of the chat document', () => {
  let prism: ChildProcess;
  let base: string;

  before(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    prism = spawn(
      join(PROJECT_ROOT, 'node_modules/.bin/prism'),
      ['mock', '-h', '127.0.0.1', '-p', String(port), join(PROJECT_ROOT, 'openapi/chat-v3.yaml')],
      { stdio: 'ignore' },
    );
    await waitUntilAnswering(base, prism);
  });

  after(async () => {
    if (prism && prism.exitCode === null) {
      const exited = once(prism, 'exit');
      prism.kill('SIGTERM');
      await exited;
    }
  });

  for (const operationId of OPERATION_IDS) {
    test(`${operationId} — valid request from the examples — documented 200 with its first example`, async () => {
      const { method, url, headers, body, expected } = requestOf(operationId);
      const res = await fetch(`${base}${url}`, { method, headers, body });
      const text = await res.text();
      assert.equal(res.status, 200, text);
      assert.deepEqual(JSON.parse(text), expected);
    });
  }

  test('sendBotMessage — body without category — rejected by the mock', async () => {
    const { url, headers } = requestOf('sendBotMessage');
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ receiver: 'superhero1', receiverType: 'user', data: { text: 'hi' } }),
    });
    assert.equal(res.status, 400);
  });

  test('saveMessage — without the required onBehalfOf — rejected by the mock', async () => {
    const { url, headers } = requestOf('saveMessage');
    delete headers.onBehalfOf;
    const res = await fetch(`${base}${url}`, { method: 'POST', headers });
    assert.equal(res.status, 400);
  });
});
