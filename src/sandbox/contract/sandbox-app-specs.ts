/** The control API's operations on whole apps: health, reset, state export and import. */
import { APP_ID_PATTERN } from '../../contract/limits.ts';
import { ref } from '../../contract/schema-helpers.ts';
import { EXAMPLE_APP, stateExample } from './sandbox-examples.ts';
import { APP, clockExample, listOf, type SandboxOperationSpec } from './sandbox-spec.ts';

export const APP_SPECS: SandboxOperationSpec[] = [
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
    badRequestDetails: { region: ['must be one of: us, eu, in'] },
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
    operationId: 'listApps',
    method: 'get',
    path: '/apps',
    tag: 'Apps',
    summary: 'List the apps of the sandbox',
    description:
      'Every app the sandbox holds: those used since it started, and those with files in its data directory.',
    success: {
      description: 'The apps.',
      schema: listOf('StoredApp', 'The apps.'),
      examples: {
        two: {
          summary: 'The default app and a test app',
          value: [
            { appId: 'chat-sandbox', region: 'us', loaded: true, onDisk: true },
            { appId: EXAMPLE_APP, region: 'us', loaded: false, onDisk: true },
          ],
        },
      },
    },
  },
  {
    operationId: 'deleteApp',
    method: 'delete',
    path: APP,
    tag: 'Apps',
    summary: 'Delete an app',
    description:
      "Forgets the app: its files, its journal, its fault rules, its webhooks' pending deliveries and its clock. Its next use seeds it from the fixtures again. Deleting an app the sandbox does not hold changes nothing.",
    parameters: ['appId', 'region'],
    success: {
      description: 'Whether there was something to delete.',
      schema: ref('DeletedApp'),
      examples: {
        deleted: { summary: 'Deleted', value: { appId: EXAMPLE_APP, region: 'us', deleted: true } },
      },
    },
    badRequestDetails: { appId: [`must match pattern "${APP_ID_PATTERN}"`] },
  },
];
