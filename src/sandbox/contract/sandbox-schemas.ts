/**
 * Component schemas of the sandbox control API. The state schema is the store's own: the document
 * describes exactly what an import is checked against.
 */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { snapshotSchema } from '../../store/snapshot-schema.ts';
import { ERROR_STATUS } from '../../contract/errors.ts';
import {
  APP_ID_PATTERN,
  HANG_DEFAULT_MS,
  HANG_MAX_MS,
  NETWORK_FAILURES,
  PREFER_DELAY_MAX_MS,
  REGIONS,
  RETRY_AFTER_DEFAULT_SECONDS,
  RETRY_AFTER_MAX_SECONDS,
} from '../../contract/limits.ts';
import { OPERATION_IDS } from '../../contract/operations.ts';
import { envelopeSchemas } from '../../contract/schemas/envelope-schemas.ts';
import {
  type Properties,
  closed,
  int,
  oneOfStrings,
  ref,
  str,
  timestamp,
} from '../../contract/schema-helpers.ts';
import { PROVOKABLE_CODES, PROVOKABLE_STATUSES } from './provokable-errors.ts';
import { webhookSchemas } from './sandbox-webhook-specs.ts';
import { CLOCK_MAX, FAULT_RULES_MAX } from '../../contract/sandbox-limits.ts';

const clockValue = (description: string): SchemaObject =>
  int(description, { minimum: 0, maximum: CLOCK_MAX });

function faultRuleProperties(timesDescription: string, timesMinimum: number): Properties {
  return {
    operationId: oneOfStrings(
      OPERATION_IDS,
      'The operation the rule applies to; without it, every operation that documents `status`.',
    ),
    status: {
      type: 'integer',
      description:
        'HTTP status to answer with: one the operation documents (every operation documents 500, 502, 503 and 504). Without it (and without `failure`) the rule only adds latency.',
      enum: [...PROVOKABLE_STATUSES],
    },
    code: oneOfStrings(
      PROVOKABLE_CODES,
      "Error code to answer with, documented for `status`; by default the operation's first one of that status.",
    ),
    probability: {
      type: 'number',
      description: 'Chance that a matching request is hit, from 0 to 1 (default 1).',
      minimum: 0,
      maximum: 1,
    },
    times: int(timesDescription, { minimum: timesMinimum }),
    latencyMs: int('Milliseconds to wait before answering a request the rule hits.', {
      minimum: 0,
      maximum: PREFER_DELAY_MAX_MS,
    }),
    failure: oneOfStrings(
      NETWORK_FAILURES,
      'A network failure instead of a status: `reset` (connection reset, the operation does not run), `hang` (no answer; the connection closes after `hangMs`), or, after the operation ran, `emptyBody` (a 200 with no body), `truncatedBody` (the connection closes halfway through the body), `invalidJson` (half the JSON text).',
    ),
    hangMs: int(
      `How long a \`hang\` holds the request before closing the connection (default ${HANG_DEFAULT_MS}).`,
      {
        minimum: 1,
        maximum: HANG_MAX_MS,
      },
    ),
    retryAfter: int(`The \`Retry-After\` seconds of a 503 (default ${RETRY_AFTER_DEFAULT_SECONDS}).`, {
      minimum: 0,
      maximum: RETRY_AFTER_MAX_SECONDS,
    }),
  };
}

export function sandboxSchemas(): Record<string, SchemaObject> {
  const all: Record<string, SchemaObject> = {
    ...webhookSchemas(),
    ErrorResponse: envelopeSchemas().ErrorResponse!,
    Health: closed(
      'The sandbox is up.',
      {
        status: oneOfStrings(['ok'], 'Always `ok` when the sandbox answers.'),
        version: str('Version of chat-api-sandbox.'),
        uptime: int('Seconds since the sandbox started.', { minimum: 0 }),
        defaultApp: closed(
          'The app a request that names none goes to; the inspector opens on it.',
          {
            appId: str('Id of the app.', { pattern: APP_ID_PATTERN }),
            region: oneOfStrings(REGIONS, 'Region of the app.'),
          },
          ['appId', 'region'],
        ),
      },
      ['status', 'version', 'uptime'],
    ),
    ClockState: closed(
      "The app's clock, from which every timestamp the app writes comes.",
      {
        now: clockValue('The current time of the app, epoch seconds.'),
        mode: oneOfStrings(
          ['frozen', 'real'],
          '`frozen` stands still until set or advanced; `real` follows the wall clock (plus any advance).',
        ),
      },
      ['now', 'mode'],
    ),
    ClockSetting: closed(
      'Exactly one of: `now` freezes the clock at that epoch second, `advance` moves it by that many seconds (frozen or not), `mode: real` releases it to the wall clock.',
      {
        now: clockValue('Epoch second to freeze the clock at.'),
        advance: int('Seconds to move the clock by; negative moves it back.', {
          minimum: -CLOCK_MAX,
          maximum: CLOCK_MAX,
        }),
        mode: oneOfStrings(['real'], 'Release the clock to the wall clock.'),
      },
      [],
      { minProperties: 1, maxProperties: 1 },
    ),
    StoredApp: closed(
      'An app the sandbox holds.',
      {
        appId: str('Id of the app.', { pattern: APP_ID_PATTERN }),
        region: oneOfStrings(REGIONS, 'Region of the app.'),
        loaded: { type: 'boolean', description: 'Whether it was used since the sandbox started.' },
        onDisk: { type: 'boolean', description: 'Whether it has files in the data directory.' },
      },
      ['appId', 'region', 'loaded', 'onDisk'],
    ),
    DeletedApp: closed(
      'The app deleted.',
      {
        appId: str('Id of the app.', { pattern: APP_ID_PATTERN }),
        region: oneOfStrings(REGIONS, 'Region of the app.'),
        deleted: { type: 'boolean', description: 'Whether the sandbox held the app.' },
      },
      ['appId', 'region', 'deleted'],
    ),
    SandboxApp: closed(
      'An app of the sandbox after a reset.',
      {
        appId: str('Id of the app.', { pattern: APP_ID_PATTERN }),
        region: oneOfStrings(REGIONS, 'Region of the app.'),
        clock: ref('ClockState'),
      },
      ['appId', 'region', 'clock'],
    ),
    JournalEntry: closed(
      'One request the app received under /v3, as it arrived and as it was answered.',
      {
        time: timestamp("When the request arrived, on the app's clock."),
        method: str('HTTP method.'),
        path: str('Path, without the query string.'),
        query: str('The query string as sent, without the `?`.'),
        operationId: oneOfStrings(
          OPERATION_IDS,
          'The operation the method and path name, when they name one.',
        ),
        onBehalfOf: str('The onBehalfOf header, when sent.'),
        status: {
          type: 'integer',
          description:
            'HTTP status of the answer; 0 when none was sent (a connection reset, a hang, or a client that gave up).',
          anyOf: [{ enum: [0] }, { minimum: 100, maximum: 599 }],
        },
        errorCode: oneOfStrings(Object.keys(ERROR_STATUS), 'Error code of the answer, when it was an error.'),
        injected: oneOfStrings(
          ['prefer', 'fault'],
          'Set when the answer was provoked by a `Prefer` header or a fault rule rather than computed.',
        ),
        failure: oneOfStrings(
          NETWORK_FAILURES,
          'The network failure provoked instead of the answer (reset, hang) or spoiling it (emptyBody, truncatedBody, invalidJson).',
        ),
        durationMs: int('Milliseconds from arrival to the last byte of the answer.', { minimum: 0 }),
        body: { description: 'The JSON body as parsed, when it was valid JSON of at most 4096 characters.' },
        truncatedBody: str('The first 4096 characters of the JSON text of a larger body.'),
        rawBody: str(
          'The first 4096 characters of a JSON body that could not be taken: not valid JSON, or nested too deep.',
        ),
      },
      ['time', 'method', 'path', 'status', 'durationMs'],
    ),
    FaultRule: closed(
      'Makes matching requests fail with a documented error or a network failure, wait, or both: it needs a `status` or a `failure`, a `latencyMs`, or a latency with one of them.',
      faultRuleProperties('How many requests the rule hits before it is spent; without it, every one.', 1),
    ),
    FaultRuleState: closed(
      'A fault rule as the sandbox holds it.',
      {
        ...faultRuleProperties(
          'Requests the rule may still hit; 0 once spent. Absent for a rule without a limit.',
          0,
        ),
        hits: int('Requests the rule has hit so far.', { minimum: 0 }),
      },
      ['hits'],
    ),
    FaultRules: {
      type: 'array',
      description: `The fault rules of an app, checked in order (at most ${FAULT_RULES_MAX}).`,
      maxItems: FAULT_RULES_MAX,
      items: ref('FaultRule'),
    },
    StateSnapshot: {
      description:
        'The whole state of an app: every collection as an array of normalized records, and the id counters. An import is checked against this schema and then for references between records (every member names an existing user and group, ids are unique, counters are at or above the highest ids).',
      ...(structuredClone(snapshotSchema) as SchemaObject),
    },
  };
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
