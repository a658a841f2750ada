/**
 * Writes the generated contract documents and the API's TypeScript types made from the chat contract
 * by openapi-typescript (`npm run build:openapi`), or with `--check` exits 1 when a committed file
 * differs from what the code generates.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildChatDocument } from '../src/contract/chat-document.ts';
import { type DocumentFile, checkDocumentFiles, writeDocumentFiles } from '../src/contract/document-files.ts';
import { buildSandboxDocument } from '../src/sandbox/contract/sandbox-document.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const DOCUMENTS: DocumentFile[] = [
  { file: 'openapi/chat-v3.yaml', build: buildChatDocument },
  { file: 'openapi/sandbox-admin.yaml', build: buildSandboxDocument },
];

/** The chat API's types, for openapi-fetch and similar clients: exported from the package root. */
export const TYPES_FILE = 'openapi/chat-v3.d.ts';

async function typesText(): Promise<string> {
  const ast = await openapiTS(JSON.parse(JSON.stringify(buildChatDocument())) as never);
  return `/**\n * Generated from openapi/chat-v3.yaml by openapi-typescript (npm run build:openapi); do not edit.\n */\n\n${astToString(ast)}`;
}

async function main(args: string[]): Promise<number> {
  if (args.includes('--check')) {
    const drifts = await checkDocumentFiles(DOCUMENTS, PROJECT_ROOT);
    for (const { file, differences } of drifts) {
      console.error(`${file} is out of date:`);
      for (const difference of differences) console.error(`  - ${difference}`);
    }
    const committedTypes = await readFile(join(PROJECT_ROOT, TYPES_FILE), 'utf8').catch(() => '');
    if (committedTypes !== (await typesText())) {
      console.error(`${TYPES_FILE} is out of date.`);
      drifts.push({ file: TYPES_FILE, differences: [] });
    }
    if (drifts.length > 0) {
      console.error('Run `npm run build:openapi` and commit the result.');
      return 1;
    }
    console.log(`${DOCUMENTS.length} document(s) and the API's types up to date.`);
    return 0;
  }
  await writeDocumentFiles(DOCUMENTS, PROJECT_ROOT);
  await writeFile(join(PROJECT_ROOT, TYPES_FILE), await typesText());
  for (const { file } of DOCUMENTS) console.log(`wrote ${file}`);
  console.log(`wrote ${TYPES_FILE}`);
  return 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
