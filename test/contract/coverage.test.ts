import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type {
  ExampleObject,
  MediaTypeObject,
  OperationObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
} from 'openapi3-ts/oas30';
import { buildChatDocument } from '../../src/contract/chat-document.ts';
import { parametersOf } from '../../src/contract/document-operations.ts';
import { COMMON_ERRORS, ERROR_STATUS } from '../../src/contract/errors.ts';
import {
  OPERATIONS,
  OPERATION_IDS,
  OPERATION_ROUTES,
  type OperationId,
} from '../../src/contract/operations.ts';

const doc = buildChatDocument();

function operations(): [OperationId, OperationObject][] {
  const found: [OperationId, OperationObject][] = [];
  for (const item of Object.values(doc.paths)) {
    for (const method of ['get', 'post', 'delete', 'put', 'patch'] as const) {
      const op = item[method];
      if (op) found.push([op.operationId as OperationId, op]);
    }
  }
  return found;
}

/** A response as written, or the shared component it refers to (the gateway statuses). */
const resolved = (response: ResponseObject | ReferenceObject | undefined): ResponseObject | undefined => {
  const name = (response as ReferenceObject | undefined)?.$ref?.split('/').pop();
  return name === undefined
    ? (response as ResponseObject | undefined)
    : (doc.components!.responses![name] as ResponseObject);
};

const json = (response: ResponseObject | RequestBodyObject): MediaTypeObject =>
  response.content!['application/json']!;

/** `onBehalfOf` with `required`, `onBehalfOf?` without; `Prefer`; the names of the others. */
const parameterNames = (op: OperationObject): string[] =>
  parametersOf(doc, op).map((p) =>
    p.name === 'onBehalfOf'
      ? p.required
        ? 'onBehalfOfRequired'
        : 'onBehalfOf'
      : p.name === 'Prefer'
        ? 'prefer'
        : p.name,
  );

describe('coverage of the chat document', () => {
  test('operations — the whole document — exactly the operationIds of the contract, each at its route', () => {
    const found = operations();
    assert.deepEqual(found.map(([id]) => id).sort(), [...OPERATION_IDS].sort());
    for (const [id] of found) {
      const { method, path } = OPERATION_ROUTES[id];
      assert.equal(doc.paths[path]?.[method]?.operationId, id);
    }
  });

  test('operations — each — tag, summary, description and the Prefer hook', () => {
    const tags = new Set(doc.tags!.map((t) => t.name));
    for (const [id, op] of operations()) {
      assert.equal(op.tags?.length, 1, id);
      assert.ok(tags.has(op.tags![0]!), id);
      assert.ok(op.summary && op.description, id);
      assert.ok(parameterNames(op).includes('prefer'), id);
    }
  });

  test('error responses — each operation — 400, 401, 403 and 429, plus 413 and 415 with a body', () => {
    for (const [id, op] of operations()) {
      const statuses = Object.keys(op.responses).filter((s) => s !== '200');
      for (const status of ['400', '401', '403', '429'])
        assert.ok(statuses.includes(status), `${id} ${status}`);
      const withBody = OPERATIONS[id].body !== undefined;
      assert.equal(statuses.includes('413') && statuses.includes('415'), withBody, id);
      assert.equal(op.requestBody !== undefined, withBody, id);
    }
  });

  test('error responses — each code of the operation record — a named example under its status', () => {
    for (const [id, op] of operations()) {
      for (const code of [...COMMON_ERRORS, ...OPERATIONS[id].errors]) {
        const response = resolved(op.responses[String(ERROR_STATUS[code])]);
        const example = json(response!).examples?.[code] as ExampleObject | undefined;
        assert.equal((example?.value as { error: { code: string } }).error.code, code, `${id} ${code}`);
      }
    }
  });

  test('error responses — the codes of each operation rule — documented', () => {
    const expected: Partial<Record<OperationId, string[]>> = {
      sendBotMessage: [
        'ERR_BOT_NOT_FOUND',
        'ERR_NOT_A_MEMBER',
        'ERR_BLOCKED_RECEIVER',
        'ERR_EMPTY_MESSAGE_TEXT',
        'ERR_INVALID_MESSAGE_DATA',
        'ERR_EMPTY_CUSTOM_DATA',
        'ERR_INVALID_RECEIVER_TYPE',
        'ERR_MESSAGE_ID_NOT_FOUND',
        'ERR_GUID_NOT_FOUND',
      ],
      createGroup: ['ERR_GUID_ALREADY_EXISTS', 'ERR_EMPTY_GROUP_PASS', 'ERR_UID_NOT_FOUND'],
      addGroupMembers: ['ERR_GUID_NOT_FOUND', 'ERR_GROUP_NO_CLEARANCE', 'ERR_GROUP_NO_SCOPE_CLEARANCE'],
      resetGroupConversation: ['ERR_NOT_A_MEMBER', 'ERR_CONVERSATION_NOT_ACCESSIBLE', 'ERR_UID_NOT_FOUND'],
      unbanUser: ['ERR_NOT_A_BANNED_USER', 'ERR_GROUP_NO_CLEARANCE'],
      addReaction: ['ERR_MESSAGE_NO_ACCESS', 'ERR_MESSAGE_ID_NOT_FOUND'],
      saveMessage: ['ERR_SAVED_MESSAGES_LIMIT_EXCEEDED', 'ERR_MESSAGE_NO_ACCESS'],
      listAuthTokens: ['ERR_UID_NOT_FOUND'],
      listBannedUsers: ['ERR_GUID_NOT_FOUND'],
      createUser: ['ERR_UID_ALREADY_EXISTS'],
      createAuthToken: ['ERR_UID_NOT_FOUND'],
      blockUsers: ['ERR_UID_NOT_FOUND'],
      sendMessage: [
        'ERR_NOT_A_MEMBER',
        'ERR_BLOCKED_RECEIVER',
        'ERR_EMPTY_MESSAGE_TEXT',
        'ERR_MESSAGE_NO_ACCESS',
      ],
      updateMessage: ['ERR_PERMISSION_DENIED', 'ERR_INVALID_MESSAGE_DATA', 'ERR_MESSAGE_ID_NOT_FOUND'],
      deleteMessage: ['ERR_PERMISSION_DENIED', 'ERR_MESSAGE_ID_NOT_FOUND'],
      banUser: ['ERR_ALREADY_BANNED', 'ERR_GROUP_NO_CLEARANCE', 'ERR_GROUP_NO_SCOPE_CLEARANCE'],
      kickGroupMember: ['ERR_NOT_A_MEMBER', 'ERR_GROUP_NO_SCOPE_CLEARANCE'],
      changeGroupMemberScope: ['ERR_SAME_SCOPE', 'ERR_GROUP_NO_SCOPE_CLEARANCE', 'ERR_NOT_A_MEMBER'],
      markGroupConversationRead: ['ERR_NOT_A_MEMBER', 'ERR_MESSAGE_ID_NOT_FOUND'],
    };
    for (const [id, codes] of Object.entries(expected)) {
      for (const code of codes)
        assert.ok(OPERATIONS[id as OperationId].errors.includes(code as never), `${id} ${code}`);
    }
  });

  test('gateway responses — each operation — 502, 503 with Retry-After, and 504, one shared component each', () => {
    for (const [id, op] of operations()) {
      for (const [status, code] of [
        ['502', 'ERR_BAD_GATEWAY'],
        ['503', 'ERR_SERVICE_UNAVAILABLE'],
        ['504', 'ERR_GATEWAY_TIMEOUT'],
      ] as const) {
        assert.match(
          (op.responses[status] as ReferenceObject).$ref,
          /^#\/components\/responses\//,
          `${id} ${status}`,
        );
        assert.ok(json(resolved(op.responses[status])!).examples?.[code], `${id} ${status}`);
      }
      assert.ok(resolved(op.responses['503'])!.headers?.['Retry-After'], id);
    }
  });

  test('429 responses — each operation — Retry-After and X-Rate-Limit-Reset headers', () => {
    for (const [id, op] of operations()) {
      const headers = (op.responses['429'] as ResponseObject).headers ?? {};
      assert.ok(headers['Retry-After'] && headers['X-Rate-Limit-Reset'], id);
    }
  });

  test('responses — every one — rate-limit headers, a JSON schema and at least one example', () => {
    for (const [id, op] of operations()) {
      for (const [status, written] of Object.entries(op.responses) as [string, ResponseObject][]) {
        const response = resolved(written)!;
        assert.ok(
          response.headers?.['X-Rate-Limit'] && response.headers['X-Rate-Limit-Remaining'],
          `${id} ${status}`,
        );
        const media = json(response);
        assert.ok(media.schema, `${id} ${status}`);
        assert.ok(Object.keys(media.examples ?? {}).length > 0, `${id} ${status}`);
      }
    }
  });

  test('request bodies — every one — at least one example', () => {
    for (const [id, op] of operations()) {
      if (op.requestBody)
        assert.ok(Object.keys(json(op.requestBody as RequestBodyObject).examples ?? {}).length > 0, id);
    }
  });

  test('bot message examples — request body — one per category and one per interactive type', () => {
    const op = doc.paths['/bots/{uid}/messages']!.post!;
    const bodies = Object.values(json(op.requestBody as RequestBodyObject).examples!).map(
      (e) => (e as ExampleObject).value as { category: string; type?: string },
    );
    assert.deepEqual([...new Set(bodies.map((b) => b.category))].sort(), [
      'custom',
      'interactive',
      'message',
    ]);
    const interactive = bodies.filter((b) => b.category === 'interactive').map((b) => b.type);
    assert.deepEqual([...interactive].sort(), ['card', 'customInteractive', 'form', 'scheduler']);
  });

  test('onBehalfOf — operations 5, 8, 9, 12 and the sends, unsave and reads of part two — required; the others that act for a user — optional', () => {
    const byId = new Map(operations());
    for (const id of ['resetGroupConversation', 'addReaction', 'removeReaction', 'saveMessage'] as const) {
      assert.ok(parameterNames(byId.get(id)!).includes('onBehalfOfRequired'), id);
    }
    for (const id of [
      'createGroup',
      'addGroupMembers',
      'unbanUser',
      'listReactions',
      'listReactionsByEmoji',
    ] as const) {
      assert.ok(parameterNames(byId.get(id)!).includes('onBehalfOf'), id);
    }
    for (const id of [
      'sendMessage',
      'unsaveMessage',
      'markConversationRead',
      'markGroupConversationRead',
    ] as const) {
      assert.ok(parameterNames(byId.get(id)!).includes('onBehalfOfRequired'), id);
    }
    for (const id of [
      'updateMessage',
      'deleteMessage',
      'banUser',
      'kickGroupMember',
      'changeGroupMemberScope',
    ] as const) {
      assert.ok(parameterNames(byId.get(id)!).includes('onBehalfOf'), id);
    }
  });
});
