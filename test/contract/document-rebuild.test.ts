/**
 * The chat document is built anew each time, sharing no object with an earlier build: a reader that
 * dereferences the document it is given in place (swagger-parser does) must not change what a later
 * build gives. A schema object one family kept at module level came out inlined in every later build,
 * and the committed files read as drifted in the process that had dereferenced one first.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import SwaggerParser from '@apidevtools/swagger-parser';
import { buildChatDocument } from '../../src/contract/chat-document.ts';

describe('the chat document, built again after one was dereferenced in place', () => {
  test('is the same document', async () => {
    const before = JSON.stringify(buildChatDocument());
    await SwaggerParser.dereference(buildChatDocument() as never);
    assert.equal(JSON.stringify(buildChatDocument()), before);
  });
});
