/**
 * Checks a provoked answer against the chat contract: the body against the response the operation
 * documents for that status, and every header that response marks as required.
 */
import assert from 'node:assert/strict';
import type { HeaderObject, ReferenceObject, ResponseObject } from 'openapi3-ts/oas30';
import type { Response } from 'supertest';
import { buildChatDocument } from '../../src/contract/chat-document.ts';
import { OPERATION_ROUTES, type OperationId } from '../../src/contract/operations.ts';
import { ContractAjv, pointer } from '../contract/contract-ajv.ts';

const doc = buildChatDocument();
const ajv = new ContractAjv(doc);

const resolveHeader = (header: HeaderObject | ReferenceObject): HeaderObject => {
  const name = (header as ReferenceObject).$ref?.split('/').pop();
  return name === undefined ? (header as HeaderObject) : (doc.components!.headers![name] as HeaderObject);
};

/** Whether the contract documents `status` for the operation at all. */
export function documents(operationId: OperationId, status: number): boolean {
  const { method, path } = OPERATION_ROUTES[operationId];
  return doc.paths[path]![method]!.responses[String(status)] !== undefined;
}

export function expectDocumentedAnswer(res: Response, operationId: OperationId): void {
  const { method, path } = OPERATION_ROUTES[operationId];
  const written = doc.paths[path]![method]!.responses[String(res.status)] as
    ResponseObject | ReferenceObject | undefined;
  assert.ok(written, `${operationId} documents no ${res.status}`);
  // The gateway statuses refer to one shared response.
  const shared = (written as ReferenceObject).$ref?.split('/').pop();
  const response = (shared === undefined ? written : doc.components!.responses![shared]) as ResponseObject;
  const at =
    shared === undefined
      ? pointer('paths', path, method, 'responses', String(res.status))
      : pointer('components', 'responses', shared);
  const validate = ajv.at(`${at}/content/application~1json/schema`);
  assert.ok(validate(res.body), `${operationId} ${res.status}: ${ContractAjv.messages(validate).join('; ')}`);
  for (const [name, header] of Object.entries(response.headers ?? {})) {
    if (resolveHeader(header).required) {
      assert.match(
        String(res.headers[name.toLowerCase()]),
        /^\d+$/,
        `${operationId} ${res.status} header ${name}`,
      );
    }
  }
}
