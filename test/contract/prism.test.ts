import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import type {
  ExampleObject,
  ParameterObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
} from 'openapi3-ts/oas30';
import { PROJECT_ROOT } from '../../scripts/build-openapi.ts';
import { freePort } from '../../scripts/lib/processes.ts';
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

/** A valid request of each operation, built from the document's own examples. */
function requestOf(operationId: (typeof OPERATION_IDS)[number]) {
  const doc = buildChatDocument();
  const { method, path } = OPERATION_ROUTES[operationId];
  const operation = doc.paths[path]![method]!;
  const parameters = (operation.parameters ?? []).map((p) => {
    const name = (p as ReferenceObject).$ref.split('/').pop()!;
    return doc.components!.parameters![name] as ParameterObject;
  });
  const headers: Record<string, string> = { apikey: 'test-key', 'content-type': 'application/json' };
  let url = path;
  for (const p of parameters) {
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(p.example)));
    if (p.in === 'header' && p.required) headers[p.name] = String(p.example);
  }
  const content = (operation.requestBody as RequestBodyObject | undefined)?.content['application/json'];
  const example = Object.values(content?.examples ?? {})[0] as ExampleObject | undefined;
  const success = (operation.responses['200'] as ResponseObject).content!['application/json']!;
  return {
    method: method.toUpperCase(),
    url,
    headers,
    body: example ? JSON.stringify(example.value) : undefined,
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
