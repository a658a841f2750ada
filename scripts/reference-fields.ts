/**
 * Writes the project's own copy of a fact of the real service: for each operation the sandbox
 * implements, the field paths its 200 examples show in the published reference (an OpenAPI file with
 * examples). The fidelity test compares live answers against that copy; the reference itself is not
 * part of the project and is never read at run or test time.
 *
 *   tsx scripts/reference-fields.ts <reference openapi json> [test/contract/reference-fields.json]
 *
 * Paths as scripts/lib/field-paths.ts makes them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { OPERATION_IDS, OPERATION_ROUTES } from '../src/contract/operations.ts';
import { operationFieldPaths } from './lib/field-paths.ts';

interface Media {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

function main(): void {
  const [source, target = 'test/contract/reference-fields.json'] = process.argv.slice(2);
  if (!source) throw new Error('usage: tsx scripts/reference-fields.ts <reference openapi json> [out]');
  const reference = JSON.parse(readFileSync(source, 'utf8')) as {
    paths: Record<
      string,
      Record<string, { responses?: Record<string, { content?: Record<string, Media> }> }>
    >;
  };
  const out: Record<string, string[]> = {};
  for (const id of OPERATION_IDS) {
    const { method, path } = OPERATION_ROUTES[id];
    const media = reference.paths[path]?.[method]?.responses?.['200']?.content?.['application/json'];
    if (!media) continue;
    const paths = new Set<string>();
    if (media.example !== undefined) operationFieldPaths(id, media.example, paths);
    for (const example of Object.values(media.examples ?? {})) operationFieldPaths(id, example.value, paths);
    if (paths.size > 0) out[id] = [...paths].sort();
  }
  writeFileSync(target, `${JSON.stringify(out, null, 2)}\n`);
  const total = Object.values(out).reduce((n, paths) => n + paths.length, 0);
  console.log(`wrote ${target}: ${Object.keys(out).length} operations, ${total} field paths`);
}

main();
