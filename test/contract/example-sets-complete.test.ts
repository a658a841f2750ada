/**
 * The named example sets are complete as Specmatic reads them: it makes one request of each example
 * name it finds on an operation, from the examples of that name alone, and invents whatever they leave
 * out (a uid for a success example with no request of its name, several bodies where an optional body
 * is not pinned). And they are replayed in its order, which the recording follows.
 * `npm run test:specmatic` runs Specmatic itself; these hold the document to the rules without Java.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ExampleObject, OperationObject, RequestBodyObject, ResponseObject } from 'openapi3-ts/oas30';
import { exampleRequests, operationsInReplayOrder } from '../../scripts/lib/replay-examples.ts';
import { buildChatDocument } from '../../src/contract/chat-document.ts';
import { withExampleSets } from '../../src/contract/document-example-sets.ts';
import { isRef, parametersOf } from '../../src/contract/document-operations.ts';
import { EXAMPLE_SETS } from '../../src/contract/example-sets/index.ts';
import { recordedAnswers } from '../../src/contract/examples/recorded-answers.ts';
import type { OperationId } from '../../src/contract/operations.ts';

const JSON_TYPE = 'application/json';
const doc = buildChatDocument();
const operations = operationsInReplayOrder(doc);

/** The example names an operation's request carries: on its parameters and its body. */
function requestNames(operation: OperationObject): Set<string> {
  const names = new Set<string>();
  for (const parameter of parametersOf(doc, operation))
    for (const name of Object.keys(parameter.examples ?? {})) names.add(name);
  const body = isRef(operation.requestBody) ? undefined : operation.requestBody?.content[JSON_TYPE];
  for (const name of Object.keys(body?.examples ?? {})) names.add(name);
  return names;
}

const successExamples = (operation: OperationObject) =>
  Object.entries(operation.responses as Record<string, ResponseObject>)
    .filter(([status]) => status.startsWith('2'))
    .flatMap(([status, response]) =>
      Object.keys(response.content?.[JSON_TYPE]?.examples ?? {}).map((name) => ({ status, name })),
    );

/**
 * An operation that takes nothing but the sandbox's Prefer (GET /conversations/pinned): the request
 * the tool invents for its success example is the only request it has.
 */
const takesNothing = (operation: OperationObject): boolean =>
  operation.requestBody === undefined && parametersOf(doc, operation).every((p) => p.name === 'Prefer');

describe('named example sets as Specmatic reads them', () => {
  test('every success example — a request example of its name — on every operation', () => {
    const orphans = operations.flatMap(({ operationId, object }) =>
      successExamples(object)
        .filter(({ name }) => !requestNames(object).has(name) && !takesNothing(object))
        .map(({ status, name }) => `${operationId} ${status} ${name}`),
    );
    assert.deepEqual(orphans, []);
  });

  test('every set of an operation with a body, optional or required — its body pinned', () => {
    const unpinned = operations.flatMap(({ operationId, object }) => {
      if (object.requestBody === undefined || isRef(object.requestBody)) return [];
      const bodies = object.requestBody.content[JSON_TYPE]?.examples ?? {};
      return [...requestNames(object)]
        .filter((n) => bodies[n] === undefined)
        .map((n) => `${operationId}.${n}`);
    });
    assert.deepEqual(unpinned, []);
  });

  test('the order read from the document — the sets in their own order, each path POST before GET', () => {
    const fromDocument = exampleRequests(doc).map((r) => `${r.operationId}.${r.name}`);
    const fromSets = operations.flatMap(({ operationId }) =>
      EXAMPLE_SETS[operationId as OperationId].map((set) => `${operationId}.${set.name}`),
    );
    assert.deepEqual(fromDocument, fromSets);
    const ids = operations.map((op) => op.operationId);
    assert.ok(ids.indexOf('createUser') < ids.indexOf('listUsers'));
    assert.ok(ids.indexOf('blockUsers') < ids.indexOf('listBlockedUsers'));
    assert.ok(ids.indexOf('listBlockedUsers') < ids.indexOf('unblockUsers'));
  });
});

describe('building the example sets into the document', () => {
  test('the built document — built again — accepted', () => {
    assert.doesNotThrow(() => withExampleSets(buildChatDocument()));
  });

  test('a success example no set has — refused', () => {
    const copy = buildChatDocument();
    const media = (copy.paths['/users/{uid}/auth_tokens']!.post!.responses['200'] as ResponseObject).content![
      JSON_TYPE
    ]!;
    media.examples!.another = { summary: 'No request has this name', value: {} } as ExampleObject;
    assert.throws(() => withExampleSets(copy), /200 example createAuthToken\.another is in no example set/);
  });

  test('a set of an operation with an optional body, without one — refused', () => {
    const copy = buildChatDocument();
    const body = copy.paths['/messages/{id}']!.delete!.requestBody as RequestBodyObject;
    delete body.content[JSON_TYPE]!.examples!.permanent;
    assert.throws(() => withExampleSets(copy), /deleteMessage\.permanent has no body/);
  });

  test('sets listed against the status of their answers — refused', () => {
    const recorded = structuredClone(recordedAnswers());
    recorded.createAuthToken!.token!.status = 404;
    assert.throws(
      () => buildChatDocument(recorded),
      /createAuthToken\.force \(200\) follows one answered 404: list the sets by status/,
    );
  });
});
