/** The operations of the control API, each with its parameters, body, answer and errors. */
import type {
  OperationObject,
  ParameterObject,
  PathsObject,
  ReferenceObject,
  SchemaObject,
} from 'openapi3-ts/oas30';
import { ref } from '../../contract/schema-helpers.ts';
import { EXAMPLE_APP } from './sandbox-examples.ts';
import { APP_ID_PATTERN, DEFAULT_REGION, REGIONS } from '../../contract/limits.ts';
import { JOURNAL_SIZE_MAX, SANDBOX_PREFIX } from '../../contract/sandbox-limits.ts';
import { APP_SPECS } from './sandbox-app-specs.ts';
import { answer, sandboxErrors } from './sandbox-responses.ts';
import type { SandboxOperationSpec } from './sandbox-spec.ts';
import { TOOL_SPECS } from './sandbox-tool-specs.ts';
import { WEBHOOK_SPECS } from './sandbox-webhook-specs.ts';

export type { SandboxMethod } from './sandbox-spec.ts';

const paramRef = (name: string): ReferenceObject => ({ $ref: `#/components/parameters/${name}` });
const SPECS: SandboxOperationSpec[] = [...APP_SPECS, ...TOOL_SPECS, ...WEBHOOK_SPECS];

function buildOperation(spec: SandboxOperationSpec): OperationObject {
  const errorStatuses = [
    ...(spec.parameters || spec.body ? [400] : []),
    401,
    403,
    ...(spec.errors ?? []),
    ...(spec.body ? [413, 415] : []),
  ].sort((a, b) => a - b);
  return {
    operationId: spec.operationId,
    tags: [spec.tag],
    summary: spec.summary,
    description: spec.description,
    ...(spec.parameters ? { parameters: spec.parameters.map(paramRef) } : {}),
    ...(spec.body
      ? {
          requestBody: {
            description: spec.body.description,
            required: true,
            content: { 'application/json': { schema: ref(spec.body.schema), examples: spec.body.examples } },
          },
        }
      : {}),
    responses: {
      '200': answer(spec.success.description, spec.success.schema as SchemaObject, spec.success.examples),
      ...sandboxErrors(errorStatuses, spec.badRequestDetails),
    },
  };
}

export function sandboxPaths(): PathsObject {
  const paths: PathsObject = {};
  for (const spec of SPECS) {
    const path = SANDBOX_PREFIX + spec.path;
    paths[path] = { ...paths[path], [spec.method]: buildOperation(spec) };
  }
  return paths;
}

export function sandboxParameters(): Record<string, ParameterObject> {
  return {
    appId: {
      name: 'appId',
      in: 'path',
      required: true,
      description: 'Id of the app: 1 to 64 characters of a-z, 0-9 and dashes. Give each test file its own.',
      schema: { type: 'string', pattern: APP_ID_PATTERN },
      example: EXAMPLE_APP,
    },
    region: {
      name: 'region',
      in: 'query',
      description: 'Region of the app.',
      schema: { type: 'string', enum: [...REGIONS], default: DEFAULT_REGION },
      example: DEFAULT_REGION,
    },
    webhookId: {
      name: 'webhookId',
      in: 'path',
      required: true,
      description: 'Id of a webhook of the app.',
      schema: { type: 'string', minLength: 1, maxLength: 50 },
      example: 'orders-hook',
    },
    flushTimeout: {
      name: 'timeoutMs',
      in: 'query',
      description: 'Longest wait in milliseconds (default 30000).',
      schema: { type: 'integer', minimum: 0, maximum: 600000, default: 30000 },
      example: 5000,
    },
    journalLimit: {
      name: 'limit',
      in: 'query',
      description: 'Return at most this many requests, the newest.',
      schema: { type: 'integer', minimum: 1, maximum: JOURNAL_SIZE_MAX },
      example: 10,
    },
  };
}
