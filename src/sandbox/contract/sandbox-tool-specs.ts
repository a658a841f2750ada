/** The control API's operations on what the sandbox keeps beside an app's state: journal, clock, faults. */
import { APP_ID_PATTERN, PREFER_DELAY_MAX_MS } from '../../contract/limits.ts';
import { ref } from '../../contract/schema-helpers.ts';
import { EXAMPLE_NOW, faultRulesExample, faultStatesExample, journalExample } from './sandbox-examples.ts';
import { CLOCK_MAX, FAULT_RULES_MAX, JOURNAL_SIZE_DEFAULT } from '../../contract/sandbox-limits.ts';
import { APP, clockExample, listOf, type SandboxOperationSpec } from './sandbox-spec.ts';

export const TOOL_SPECS: SandboxOperationSpec[] = [
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
    badRequestDetails: { body: ['must have at most 1 fields'] },
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
