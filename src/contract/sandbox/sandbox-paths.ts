/** The operations of the control API, each with its parameters, body, answer and errors. */
import type {
  ExampleObject,
  OperationObject,
  ParameterObject,
  PathsObject,
  ReferenceObject,
  SchemaObject,
} from 'openapi3-ts/oas30';
import { APP_ID_PATTERN, DEFAULT_REGION, PREFER_DELAY_MAX_MS, REGIONS } from '../limits.ts';
import type { ErrorDetails } from '../errors.ts';
import { ref } from '../schema-helpers.ts';
import {
  EXAMPLE_APP,
  EXAMPLE_NOW,
  faultRulesExample,
  faultStatesExample,
  journalExample,
  stateExample,
} from './sandbox-examples.ts';
import {
  CLOCK_MAX,
  FAULT_RULES_MAX,
  JOURNAL_SIZE_DEFAULT,
  JOURNAL_SIZE_MAX,
  SANDBOX_PREFIX,
} from './sandbox-limits.ts';
import { answer, sandboxErrors } from './sandbox-responses.ts';

export type SandboxMethod = 'get' | 'put' | 'post' | 'delete';

interface SandboxOperationSpec {
  operationId: string;
  method: SandboxMethod;
  /** Relative to SANDBOX_PREFIX. */
  path: string;
  tag: string;
  summary: string;
  description: string;
  parameters?: string[];
  body?: { schema: string; description: string; examples: Record<string, ExampleObject> };
  success: {
    description: string;
    schema: SchemaObject | ReferenceObject;
    examples: Record<string, ExampleObject>;
  };
  badRequestDetails?: ErrorDetails;
}

const paramRef = (name: string): ReferenceObject => ({ $ref: `#/components/parameters/${name}` });
const listOf = (item: string, description: string): SchemaObject => ({
  type: 'array',
  description,
  items: ref(item),
});
const clockExample = { now: EXAMPLE_NOW, mode: 'frozen' };
const APP = '/apps/{appId}';

const SPECS: SandboxOperationSpec[] = [
  {
    operationId: 'getHealth',
    method: 'get',
    path: '/health',
    tag: 'Health',
    summary: 'Check that the sandbox is up',
    description: 'Answers as soon as the sandbox accepts requests: wait for it before a test run starts.',
    success: {
      description: 'The sandbox is up.',
      schema: ref('Health'),
      examples: {
        up: { summary: 'Up for two minutes', value: { status: 'ok', version: '0.1.0', uptime: 120 } },
      },
    },
  },
  {
    operationId: 'resetApp',
    method: 'post',
    path: `${APP}/reset`,
    tag: 'Apps',
    summary: 'Reset an app to the fixtures',
    description:
      "Replaces the app's state with the fixtures, and clears its request journal, its fault rules and its rate-limit window. The clock keeps its setting: a test that froze time keeps it across resets. An app that was never used is seeded.",
    parameters: ['appId', 'region'],
    success: {
      description: 'The app, fresh.',
      schema: ref('SandboxApp'),
      examples: {
        reset: { summary: 'A frozen app', value: { appId: EXAMPLE_APP, region: 'us', clock: clockExample } },
      },
    },
    badRequestDetails: { appId: [`must match pattern "${APP_ID_PATTERN}"`] },
  },
  {
    operationId: 'exportState',
    method: 'get',
    path: `${APP}/state`,
    tag: 'Apps',
    summary: 'Export the state of an app',
    description:
      'The whole state of the app, in the shape an import takes: export one app and import it into another to copy it.',
    parameters: ['appId', 'region'],
    success: {
      description: 'The state.',
      schema: ref('StateSnapshot'),
      examples: { small: { summary: 'A small app', value: stateExample() } },
    },
    badRequestDetails: { region: ['must be equal to one of the allowed values: us, eu, in'] },
  },
  {
    operationId: 'importState',
    method: 'put',
    path: `${APP}/state`,
    tag: 'Apps',
    summary: 'Replace the state of an app',
    description:
      'Checks the state against the `StateSnapshot` schema and the references between its records, then replaces the whole state of the app with it. An invalid state changes nothing and is answered with 400 and `details` keyed by the dotted path of each fault (`users.3.uid`).',
    parameters: ['appId', 'region'],
    body: {
      schema: 'StateSnapshot',
      description: 'The new state, as an export gives it.',
      examples: { small: { summary: 'A small app', value: stateExample() } },
    },
    success: {
      description: 'The state, as now stored.',
      schema: ref('StateSnapshot'),
      examples: { small: { summary: 'A small app', value: stateExample() } },
    },
    badRequestDetails: { 'members.0.uid': ['names no user of the state'] },
  },
  {
    operationId: 'listRequests',
    method: 'get',
    path: `${APP}/requests`,
    tag: 'Journal',
    summary: 'Read the request journal of an app',
    description: `The requests the app received under /v3, newest first: rejected ones too, and those answered by a \`Prefer\` header or a fault rule. The journal keeps the last ${JOURNAL_SIZE_DEFAULT} requests per app unless the sandbox runs with \`--journal-size\`.`,
    parameters: ['appId', 'region', 'journalLimit'],
    success: {
      description: 'Requests, newest first.',
      schema: listOf('JournalEntry', 'Requests, newest first.'),
      examples: { twoRequests: { summary: 'A group created, then a fault', value: journalExample() } },
    },
    badRequestDetails: { limit: ['must be >= 1'] },
  },
  {
    operationId: 'getClock',
    method: 'get',
    path: `${APP}/clock`,
    tag: 'Clock',
    summary: 'Read the clock of an app',
    description: 'The time the app writes into every timestamp.',
    parameters: ['appId', 'region'],
    success: {
      description: 'The clock.',
      schema: ref('ClockState'),
      examples: { frozen: { summary: 'Frozen', value: clockExample } },
    },
    badRequestDetails: { appId: [`must match pattern "${APP_ID_PATTERN}"`] },
  },
  {
    operationId: 'setClock',
    method: 'put',
    path: `${APP}/clock`,
    tag: 'Clock',
    summary: 'Freeze, move or release the clock of an app',
    description: `\`{"now": <epoch s>}\` freezes the clock, \`{"advance": <s>}\` moves it (a frozen clock stays frozen), \`{"mode": "real"}\` releases it to the wall clock. The time stays between 0 and ${CLOCK_MAX}. Rate-limit windows follow the clock.`,
    parameters: ['appId', 'region'],
    body: {
      schema: 'ClockSetting',
      description: 'Exactly one setting.',
      examples: {
        freeze: { summary: 'Freeze', value: { now: EXAMPLE_NOW } },
        advance: { summary: 'One hour later', value: { advance: 3600 } },
        release: { summary: 'Back to the wall clock', value: { mode: 'real' } },
      },
    },
    success: {
      description: 'The clock after the change.',
      schema: ref('ClockState'),
      examples: { frozen: { summary: 'Frozen', value: clockExample } },
    },
    badRequestDetails: { body: ['must NOT have more than 1 properties'] },
  },
  {
    operationId: 'listFaults',
    method: 'get',
    path: `${APP}/faults`,
    tag: 'Faults',
    summary: 'List the fault rules of an app',
    description: 'The rules in order, with the `times` each may still hit and the requests each has hit.',
    parameters: ['appId', 'region'],
    success: {
      description: 'The rules.',
      schema: listOf('FaultRuleState', 'The rules, in order.'),
      examples: { rules: { summary: 'After some traffic', value: faultStatesExample() } },
    },
    badRequestDetails: { appId: [`must match pattern "${APP_ID_PATTERN}"`] },
  },
  {
    operationId: 'setFaults',
    method: 'put',
    path: `${APP}/faults`,
    tag: 'Faults',
    summary: 'Replace the fault rules of an app',
    description: `Each request under /v3 that passed the apikey and the rate limit is checked against the rules in order. A rule hits a request of its \`operationId\` (any operation documenting its \`status\` when it names none) while its \`times\` last, with its \`probability\`. A hit waits \`latencyMs\` (up to ${PREFER_DELAY_MAX_MS}); a rule with a \`status\` then answers the operation's documented error of that status (or its \`code\`) in the error envelope, with the headers the contract documents for it (429 carries \`Retry-After\`). A rule without \`status\` only adds latency, and the next rules are still checked. At most ${FAULT_RULES_MAX} rules.`,
    parameters: ['appId', 'region'],
    body: {
      schema: 'FaultRules',
      description: 'The new rules, replacing the old ones.',
      examples: {
        rules: { summary: 'One failure, a flaky create, and slowness', value: faultRulesExample() },
      },
    },
    success: {
      description: 'The rules, as now held.',
      schema: listOf('FaultRuleState', 'The rules, in order.'),
      examples: {
        rules: {
          summary: 'Fresh rules',
          value: [
            { operationId: 'addReaction', status: 500, times: 1, hits: 0 },
            { operationId: 'createGroup', status: 429, probability: 0.25, hits: 0 },
            { latencyMs: 200, hits: 0 },
          ],
        },
      },
    },
    badRequestDetails: {
      '0.status': ['addReaction does not document 409; it documents 400, 401, 403, 404, 429, 500'],
    },
  },
  {
    operationId: 'clearFaults',
    method: 'delete',
    path: `${APP}/faults`,
    tag: 'Faults',
    summary: 'Remove every fault rule of an app',
    description: 'Requests are answered normally again.',
    parameters: ['appId', 'region'],
    success: {
      description: 'No rules.',
      schema: listOf('FaultRuleState', 'Always empty.'),
      examples: { none: { summary: 'No rules', value: [] } },
    },
    badRequestDetails: { appId: [`must match pattern "${APP_ID_PATTERN}"`] },
  },
];

function buildOperation(spec: SandboxOperationSpec): OperationObject {
  const errorStatuses = [
    ...(spec.parameters || spec.body ? [400] : []),
    401,
    403,
    ...(spec.body ? [413, 415] : []),
  ];
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
    journalLimit: {
      name: 'limit',
      in: 'query',
      description: 'Return at most this many requests, the newest.',
      schema: { type: 'integer', minimum: 1, maximum: JOURNAL_SIZE_MAX },
      example: 10,
    },
  };
}
