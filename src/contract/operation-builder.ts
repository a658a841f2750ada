/**
 * Builds one operation of the chat document: its route comes from OPERATION_ROUTES, its error
 * responses from OPERATION_ERRORS, and every operation takes the `Prefer` test hook.
 */
import type {
  ExampleObject,
  OperationObject,
  ParameterObject,
  PathsObject,
  ReferenceObject,
  RequestBodyObject,
  SchemaObject,
} from 'openapi3-ts/oas30';
import type { ErrorDetails } from './errors.ts';
import { type OperationId, OPERATION_ROUTES } from './operations.ts';
import { paramRef } from './parameters.ts';
import { errorResponses, ok } from './responses.ts';
import { ref } from './schema-helpers.ts';

export interface OperationSpec {
  operationId: OperationId;
  tag: string;
  summary: string;
  description: string;
  parameters: (ParameterObject | ReferenceObject)[];
  body?: { schema: string; required: boolean; description: string; examples: Record<string, ExampleObject> };
  success: { description: string; schema: SchemaObject; examples: Record<string, ExampleObject> };
  /** `details` of the ERR_BAD_REQUEST example: a typical validation failure of this operation. */
  badRequestDetails: ErrorDetails;
}

function buildOperation(spec: OperationSpec): OperationObject {
  let requestBody: RequestBodyObject | undefined;
  if (spec.body) {
    requestBody = {
      description: spec.body.description,
      required: spec.body.required,
      content: { 'application/json': { schema: ref(spec.body.schema), examples: spec.body.examples } },
    };
  }
  return {
    operationId: spec.operationId,
    tags: [spec.tag],
    summary: spec.summary,
    description: spec.description,
    parameters: [...spec.parameters, paramRef('prefer')],
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': ok(spec.success.description, spec.success.schema, spec.success.examples),
      ...errorResponses(spec.operationId, spec.badRequestDetails),
    },
  };
}

/** Adds the operations to a paths object at their routes, keeping the order given. */
export function addOperations(paths: PathsObject, specs: OperationSpec[]): PathsObject {
  for (const spec of specs) {
    const { method, path } = OPERATION_ROUTES[spec.operationId];
    paths[path] = { ...paths[path], [method]: buildOperation(spec) };
  }
  return paths;
}
