import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ExampleObject, MediaTypeObject, ParameterObject } from 'openapi3-ts/oas30';
import { buildChatDocument } from '../../src/contract/chat-document.ts';
import { buildSandboxDocument } from '../../src/sandbox/contract/sandbox-document.ts';
import { checkExamples } from './example-checker.ts';

describe('examples of the chat document', () => {
  test('every example — validated against its own schema — all valid', () => {
    const report = checkExamples(buildChatDocument());
    assert.deepEqual(report.problems, []);
    assert.ok(report.checked > 100, `only ${report.checked} examples checked`);
  });
});

describe('examples of the sandbox control document', () => {
  test('every example — validated against its own schema — all valid', () => {
    const report = checkExamples(buildSandboxDocument());
    assert.deepEqual(report.problems, []);
    assert.ok(report.checked > 30, `only ${report.checked} examples checked`);
  });
});

describe('example checker', () => {
  test('response example — wrong type in a nested field — reported with its location', () => {
    const doc = buildChatDocument();
    const media = doc.paths['/users/{uid}/auth_tokens']!.get!.responses['200'].content[
      'application/json'
    ] as MediaTypeObject;
    const example = media.examples!.tokens as ExampleObject;
    (example.value as { data: { createdAt: unknown }[] }).data[0]!.createdAt = 'yesterday';
    const { problems } = checkExamples(doc);
    assert.equal(problems.length, 1);
    assert.equal(
      problems[0]!.location,
      'paths./users/{uid}/auth_tokens.get.responses.200.content.application/json.examples.tokens',
    );
    assert.match(problems[0]!.errors.join('\n'), /\/data\/0\/createdAt must be integer/);
  });

  test('request example — misspelt field in a closed body — reported', () => {
    const doc = buildChatDocument();
    const media = doc.paths['/groups']!.post!.requestBody as { content: Record<string, MediaTypeObject> };
    (media.content['application/json']!.examples!.public as ExampleObject).value.descripton = 'typo';
    const { problems } = checkExamples(doc);
    assert.deepEqual(
      problems.map((p) => p.location),
      ['paths./groups.post.requestBody.content.application/json.examples.public'],
    );
  });

  test('parameter example — outside the parameter limits — reported', () => {
    const doc = buildChatDocument();
    (doc.components!.parameters!.perPage as ParameterObject).example = 5000;
    const { problems } = checkExamples(doc);
    assert.deepEqual(
      problems.map((p) => p.location),
      ['components.parameters.perPage.example'],
    );
  });

  test('error example — code not in the error table — reported', () => {
    const doc = buildChatDocument();
    const media = doc.paths['/messages/{id}/save']!.post!.responses['404'].content[
      'application/json'
    ] as MediaTypeObject;
    (media.examples!.ERR_MESSAGE_ID_NOT_FOUND as ExampleObject).value.error.code = 'ERR_NOPE';
    const { problems } = checkExamples(doc);
    assert.equal(problems.length, 1);
    assert.match(problems[0]!.location, /responses\.404\..*ERR_MESSAGE_ID_NOT_FOUND$/);
  });
});
