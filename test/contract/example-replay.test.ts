import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { OperationObject, ParameterObject, ReferenceObject } from 'openapi3-ts/oas30';
import {
  type Answer,
  type ExampleRequest,
  exampleRequests,
  isDocumented,
  replay,
} from '../../scripts/lib/replay-examples.ts';
import { buildChatDocument } from '../../src/contract/chat-document.ts';
import { OPERATION_IDS } from '../../src/contract/operations.ts';
import { startSandbox, type RunningSandbox } from '../../src/start.ts';

const doc = buildChatDocument();
const requests = exampleRequests(doc);

describe('named example sets of the chat document', () => {
  test('every operation — at least one set, and every set with its documented answer', () => {
    const withSets = new Set(requests.map((request) => request.operationId));
    assert.deepEqual(
      OPERATION_IDS.filter((id) => !withSets.has(id)),
      [],
    );
    assert.deepEqual(
      requests.filter((request) => request.documented === undefined).map((r) => `${r.operationId}.${r.name}`),
      [],
    );
  });

  test('every set — gives every required parameter of its operation', () => {
    const missing: string[] = [];
    for (const item of Object.values(doc.paths)) {
      for (const operation of Object.values(item) as OperationObject[]) {
        for (const parameter of (operation.parameters ?? []) as (ParameterObject | ReferenceObject)[]) {
          if ('$ref' in parameter || !parameter.required) continue;
          const names = requests.filter((r) => r.operationId === operation.operationId).map((r) => r.name);
          for (const name of names) {
            if (parameter.examples?.[name] === undefined)
              missing.push(`${operation.operationId}.${name}: ${parameter.name}`);
          }
        }
      }
    }
    assert.deepEqual(missing, []);
  });

  describe("replayed in Specmatic's order against a freshly started sandbox, as it does", () => {
    let sandbox: RunningSandbox;
    let answers: Answer[];
    before(async () => {
      // The real clock, unlike the recording's: the times the sandbox stamps differ, and only they may.
      sandbox = await startSandbox({ port: 0, memory: true, rateLimit: 0 });
      answers = await replay(sandbox.url, sandbox.apiKey, requests);
    });
    after(() => sandbox.close());

    test('every answer — the documented one, status and body, times and tokens aside', () => {
      const differing = requests
        .map((request, i) => ({ request, answer: answers[i]! }))
        .filter(({ request, answer }) => !isDocumented(request.documented, answer))
        .map(({ request, answer }) => `${request.operationId}.${request.name}: ${answer.status}`);
      assert.deepEqual(differing, []);
      assert.ok(requests.length >= 60, `${requests.length} sets`);
    });
  });
});

describe('comparing an answer with the documented one', () => {
  const documented: ExampleRequest['documented'] = {
    status: 200,
    body: { data: { id: '14', text: 'Hi', sentAt: 1732500000, authToken: 'abc' } },
  };

  test('another time and token — the documented answer', () => {
    const body = { data: { id: '14', text: 'Hi', sentAt: 1790000000, authToken: 'xyz' } };
    assert.equal(isDocumented(documented, { status: 200, body }), true);
  });

  test('another value, field or status — not the documented answer', () => {
    assert.equal(
      isDocumented(documented, {
        status: 200,
        body: { data: { id: '15', text: 'Hi', sentAt: 1, authToken: 'a' } },
      }),
      false,
    );
    assert.equal(
      isDocumented(documented, {
        status: 200,
        body: { data: { id: '14', text: 'Hi', sentAt: 1, authToken: 'a', x: 1 } },
      }),
      false,
    );
    assert.equal(isDocumented(documented, { status: 201, body: documented!.body }), false);
    assert.equal(
      isDocumented(documented, {
        status: 200,
        body: { data: { id: '14', text: 'Hi', sentAt: '1', authToken: 'a' } },
      }),
      false,
    );
    assert.equal(isDocumented(undefined, { status: 200, body: {} }), false);
  });
});
