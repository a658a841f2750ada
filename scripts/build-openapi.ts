/**
 * Writes the generated contract documents and the API's TypeScript types made from the chat contract
 * by openapi-typescript (`npm run build:openapi`), or with `--check` exits 1 when a committed file
 * differs from what the code generates.
 */
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { SNAPSHOT_AJV_OPTIONS } from '../src/store/state-schema.ts';
import { snapshotSchema } from '../src/store/snapshot-schema.ts';
import { buildChatDocument } from '../src/contract/chat-document.ts';
import { EXAMPLE_SETS } from '../src/contract/example-sets/index.ts';
import type { OperationId } from '../src/contract/operations.ts';
import { RECORDED_ANSWERS_FILE, type RecordedAnswers } from '../src/contract/examples/recorded-answers.ts';
import { startSandbox } from '../src/start.ts';
import { type Answer, exampleRequests, replay } from './lib/replay-examples.ts';
import { type DocumentFile, checkDocumentFiles, writeDocumentFiles } from '../src/contract/document-files.ts';
import { buildSandboxDocument } from '../src/sandbox/contract/sandbox-document.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The documents, the chat one answering its example sets as `recorded` says (the committed recording unless given). */
const documentFiles = (recorded?: RecordedAnswers): DocumentFile[] => [
  { file: 'openapi/chat-v3.yaml', build: () => buildChatDocument(recorded) },
  { file: 'openapi/sandbox-admin.yaml', build: buildSandboxDocument },
];

export const DOCUMENTS = documentFiles();

/** The sandbox clock of the recording: the answers' times are this moment, the same at every run. */
const RECORDING_CLOCK = 1_732_500_000;

/** Replays the example sets in document order against a fresh in-memory sandbox and keeps the answers. */
export async function recordAnswers(): Promise<RecordedAnswers> {
  const sandbox = await startSandbox({ port: 0, memory: true, clock: RECORDING_CLOCK, rateLimit: 0 });
  try {
    // The requests come from the parameter and body examples; no answer is needed to make them, and
    // the sets' own order stands in for the answers' statuses, which it follows.
    const requests = exampleRequests(buildChatDocument({}), (id) =>
      EXAMPLE_SETS[id as OperationId]?.map((set) => set.name),
    );
    const answers = await replay(sandbox.url, sandbox.apiKey, requests);
    const recorded: Record<string, Record<string, Answer>> = {};
    requests.forEach((request, i) => {
      (recorded[request.operationId] ??= {})[request.name] = answers[i]!;
    });
    return recorded as RecordedAnswers;
  } finally {
    await sandbox.close();
  }
}

const recordedAnswersText = (recorded: RecordedAnswers): string => `${JSON.stringify(recorded, null, 2)}\n`;

/** The chat API's types, for openapi-fetch and similar clients: exported from the package root. */
export const TYPES_FILE = 'openapi/chat-v3.d.ts';

/**
 * The state snapshot's schema compiled ahead of time (AJV's standalone code): compiling it when the
 * sandbox starts took a fifth of a second, on every start.
 */
export const SNAPSHOT_VALIDATOR_FILE = 'src/store/snapshot-shape.generated.ts';

function snapshotValidatorText(): string {
  const ajv = new Ajv({ ...SNAPSHOT_AJV_OPTIONS, code: { source: true, esm: true } });
  const code = (standaloneCode as unknown as (a: Ajv, v: unknown) => string)(
    ajv,
    ajv.compile(snapshotSchema),
  );
  // The ESM output still requires one runtime helper; an import does the same in an ES module.
  const helper = 'require("ajv/dist/runtime/ucs2length").default';
  return [
    '// @ts-nocheck',
    '// Generated from src/store/snapshot-schema.ts by AJV standalone code (npm run build:openapi); do not edit.',
    "import ucs2length from 'ajv/dist/runtime/ucs2length.js';",
    code.replaceAll(helper, 'ucs2length.default'),
    '',
  ].join('\n');
}

/** The control API's types: the sandbox's handlers of it are typed from them. */
export const CONTROL_TYPES_FILE = 'openapi/sandbox-admin.d.ts';

const GENERATED: { file: string; text: () => Promise<string> | string }[] = [
  { file: TYPES_FILE, text: () => typesText(buildChatDocument(), 'chat-v3.yaml') },
  { file: CONTROL_TYPES_FILE, text: () => typesText(buildSandboxDocument(), 'sandbox-admin.yaml') },
  { file: SNAPSHOT_VALIDATOR_FILE, text: snapshotValidatorText },
];

async function typesText(document: object, file: string): Promise<string> {
  const ast = await openapiTS(JSON.parse(JSON.stringify(document)) as never, {
    // A free-form object of the contract (metadata, customData, a payload) holds JSON, as the body it
    // came in: typed so, the server's records take it as it is.
    inject: 'type Json = null | boolean | number | string | Json[] | { [key: string]: Json };',
    transform: (schema) =>
      schema.type === 'object' && schema.additionalProperties === true && schema.properties === undefined
        ? ts.factory.createTypeLiteralNode([
            ts.factory.createIndexSignature(
              undefined,
              [
                ts.factory.createParameterDeclaration(
                  undefined,
                  undefined,
                  'key',
                  undefined,
                  ts.factory.createKeywordTypeNode(ts.SyntaxKind.StringKeyword),
                ),
              ],
              ts.factory.createTypeReferenceNode('Json'),
            ),
          ])
        : undefined,
  });
  return `/**\n * Generated from openapi/${file} by openapi-typescript (npm run build:openapi); do not edit.\n */\n\n${astToString(ast)}`;
}

async function main(args: string[]): Promise<number> {
  // The answers are recorded by a sandbox whose fixtures the snapshot validator checks, as loaded when
  // this script started: a changed snapshot schema is written first and recorded by a fresh process.
  const validatorPath = join(PROJECT_ROOT, SNAPSHOT_VALIDATOR_FILE);
  if ((await readFile(validatorPath, 'utf8').catch(() => '')) !== snapshotValidatorText()) {
    if (args.includes('--check')) {
      console.error(
        `${SNAPSHOT_VALIDATOR_FILE} is out of date.\nRun \`npm run build:openapi\` and commit the result.`,
      );
      return 1;
    }
    await writeFile(validatorPath, snapshotValidatorText());
    console.log(`wrote ${SNAPSHOT_VALIDATOR_FILE}`);
    const again = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, ...args], {
      stdio: 'inherit',
    });
    return again.status ?? 1;
  }
  const recorded = await recordAnswers();
  const documents = documentFiles(recorded);
  const generated = [
    ...GENERATED,
    { file: RECORDED_ANSWERS_FILE, text: () => recordedAnswersText(recorded) },
  ];
  if (args.includes('--check')) {
    const drifts = await checkDocumentFiles(documents, PROJECT_ROOT);
    for (const { file, differences } of drifts) {
      console.error(`${file} is out of date:`);
      for (const difference of differences) console.error(`  - ${difference}`);
    }
    for (const { file, text } of generated) {
      const committed = await readFile(join(PROJECT_ROOT, file), 'utf8').catch(() => '');
      if (committed !== (await text())) {
        console.error(`${file} is out of date.`);
        drifts.push({ file, differences: [] });
      }
    }
    if (drifts.length > 0) {
      console.error('Run `npm run build:openapi` and commit the result.');
      return 1;
    }
    console.log(`${DOCUMENTS.length} document(s), the API's types and the snapshot validator up to date.`);
    return 0;
  }
  await writeDocumentFiles(documents, PROJECT_ROOT);
  for (const { file, text } of generated) await writeFile(join(PROJECT_ROOT, file), await text());
  for (const { file } of [...documents, ...generated]) console.log(`wrote ${file}`);
  return 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
