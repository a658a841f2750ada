import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ExampleObject, ResponseObject } from 'openapi3-ts/oas30';
import { type Child, startPrismMock, stopChild } from '../../scripts/lib/processes.ts';
import { exampleRequests } from '../../scripts/lib/replay-examples.ts';
import { buildChatDocument } from '../../src/contract/chat-document.ts';
import { OPERATION_IDS, OPERATION_ROUTES } from '../../src/contract/operations.ts';

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
  let prism: Child;
  let base: string;

  before(async () => {
    prism = await startPrismMock();
    base = prism.origin;
  });

  after(async () => {
    if (prism) await stopChild(prism);
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
