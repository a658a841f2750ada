/**
 * Walking an OpenAPI document: its operations in document order, and its parameters with the shared
 * ones resolved. The mount loop, the bracketed-name check, the example sets and their replay all read
 * the document this way.
 */
import type { OpenAPIObject, OperationObject, ParameterObject, ReferenceObject } from 'openapi3-ts/oas30';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface Operation {
  operationId: string;
  method: (typeof METHODS)[number];
  /** Path in the document's template syntax, e.g. `/groups/{guid}/members`. */
  documentPath: string;
  /** Express path, e.g. `/groups/:guid/members`. */
  path: string;
  object: OperationObject;
}

export const expressPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/** Whether `value` is a `$ref` (undefined is not). */
export const isRef = (value: unknown): value is ReferenceObject =>
  typeof (value as ReferenceObject | undefined)?.$ref === 'string';

/** Every operation of a document, in document order. */
export function operationsOf(document: OpenAPIObject): Operation[] {
  const ops: Operation[] = [];
  for (const [documentPath, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const object = (item as Record<string, OperationObject | undefined>)[method];
      if (object?.operationId) {
        ops.push({
          operationId: object.operationId,
          method,
          documentPath,
          path: expressPath(documentPath),
          object,
        });
      }
    }
  }
  return ops;
}

/** `parameter` itself, or the shared parameter its `$ref` names (undefined if there is none). */
export function parameterOf(
  document: OpenAPIObject,
  parameter: ParameterObject | ReferenceObject,
): ParameterObject | undefined {
  if (!isRef(parameter)) return parameter;
  const shared = document.components?.parameters?.[parameter.$ref.split('/').pop()!];
  return shared === undefined || isRef(shared) ? undefined : shared;
}

/** The operation's parameters, shared ones resolved. */
export const parametersOf = (document: OpenAPIObject, operation: OperationObject): ParameterObject[] =>
  (operation.parameters ?? [])
    .map((parameter) => parameterOf(document, parameter))
    .filter((parameter) => parameter !== undefined);
