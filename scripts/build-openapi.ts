/**
 * Writes the generated contract documents (`npm run build:openapi`), or with `--check` exits 1
 * when a committed document differs from what the code generates.
 */
import { fileURLToPath } from 'node:url';
import { buildChatDocument } from '../src/contract/chat-document.ts';
import { type DocumentFile, checkDocumentFiles, writeDocumentFiles } from '../src/contract/document-files.ts';
import { buildSandboxDocument } from '../src/sandbox/contract/sandbox-document.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const DOCUMENTS: DocumentFile[] = [
  { file: 'openapi/chat-v3.yaml', build: buildChatDocument },
  { file: 'openapi/sandbox-admin.yaml', build: buildSandboxDocument },
];

async function main(args: string[]): Promise<number> {
  if (args.includes('--check')) {
    const drifts = await checkDocumentFiles(DOCUMENTS, PROJECT_ROOT);
    for (const { file, differences } of drifts) {
      console.error(`${file} is out of date:`);
      for (const difference of differences) console.error(`  - ${difference}`);
    }
    if (drifts.length > 0) {
      console.error('Run `npm run build:openapi` and commit the result.');
      return 1;
    }
    console.log(`${DOCUMENTS.length} document(s) up to date.`);
    return 0;
  }
  await writeDocumentFiles(DOCUMENTS, PROJECT_ROOT);
  for (const { file } of DOCUMENTS) console.log(`wrote ${file}`);
  return 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = await main(process.argv.slice(2));
}
