/**
 * The document's paths, built from the operation records: each operation's route, tag (its family's),
 * parameters with the `Prefer` test hook every operation takes, body, 200 answer and one error
 * response per status it documents.
 */
import type { OperationObject, PathsObject, RequestBodyObject } from 'openapi3-ts/oas30';
import { FAMILY_TAGS, type OperationRecord } from './operation-record.ts';
import { paramRef } from './parameters.ts';
import { errorResponses, ok } from './responses.ts';
import { ref } from './schema-helpers.ts';

function buildOperation(operationId: string, record: OperationRecord): OperationObject {
  const spec = record.document();
  let requestBody: RequestBodyObject | undefined;
  if (spec.body && record.body) {
    requestBody = {
      description: spec.body.description,
      required: record.body === 'required',
      content: {
        'application/json': { schema: ref(spec.body.schema), examples: spec.body.examples },
        ...(spec.body.form && {
          'multipart/form-data': { schema: ref(spec.body.form.schema), examples: spec.body.form.examples },
        }),
      },
    };
  } else if (spec.body || record.body) {
    throw new Error(`${operationId}: a body in the record and in its document go together`);
  }
  return {
    operationId,
    tags: [FAMILY_TAGS[record.family]],
    summary: spec.summary,
    description: spec.description,
    ...(spec.deprecated ? { deprecated: true } : {}),
    parameters: [...spec.parameters, paramRef('prefer')],
    ...(requestBody ? { requestBody } : {}),
    responses: {
      '200': ok(spec.success.description, spec.success.schema, spec.success.examples),
      ...errorResponses(record, spec.badRequestDetails),
    },
  };
}

/** The paths of every operation, in the order of the records. */
export function operationPaths(records: Record<string, OperationRecord>): PathsObject {
  const paths: PathsObject = {};
  for (const [operationId, record] of Object.entries(records)) {
    paths[record.path] = { ...paths[record.path], [record.method]: buildOperation(operationId, record) };
  }
  return paths;
}
