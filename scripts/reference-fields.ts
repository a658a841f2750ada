/**
 * Writes the project's own copies of two facts of the real service, for each operation the sandbox
 * serves, from its published reference (an OpenAPI file with examples). The reference itself is not
 * part of the project and is never read at run or test time; when operations are added, run this
 * again and commit both files:
 *
 *   tsx scripts/reference-fields.ts <reference openapi json> [test/contract/reference-fields.json]
 *
 * - `reference-fields.json`: the field paths the operation's 200 examples show (paths as
 *   scripts/lib/field-paths.ts makes them); the fidelity test compares live answers against it.
 * - `reference-requests.json` (beside it): the reference's own request examples, as the reference
 *   gives them, ids and all: path parameters with their example values (`""` where it gives none),
 *   query parameters that have an example value, a required `onBehalfOf` (`""`, the reference gives
 *   no value), and each body example; where the reference has no body example, the body its schema's
 *   own example and default values make, with the required fields it leaves blank named in `blank`.
 *   test/contract/reference-requests.test.ts sends each one to the sandbox, its ids mapped onto the
 *   fixtures by one table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { OPERATION_IDS, OPERATION_ROUTES } from '../src/contract/operations.ts';
import { operationFieldPaths } from './lib/field-paths.ts';

interface Media {
  example?: unknown;
  examples?: Record<string, { value?: unknown; $ref?: string }>;
  schema?: Schema;
}

interface Schema {
  $ref?: string;
  oneOf?: Schema[];
  required?: string[];
  properties?: Record<string, Schema & { example?: unknown; default?: unknown }>;
}

interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  examples?: Record<string, { value?: unknown; $ref?: string }>;
  schema?: { example?: unknown };
}

interface ReferenceOperation {
  parameters?: Parameter[];
  requestBody?: { $ref?: string; content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

interface Reference {
  paths: Record<string, Record<string, ReferenceOperation>>;
}

/** A request of the reference, as the project keeps it (see the header). */
export interface ReferenceRequest {
  /** The body example's name in the reference, or `schema` for a body made from the schema. */
  name: string;
  params: Record<string, string>;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  body?: unknown;
  blank?: string[];
}

/** `node`, or what its local `$ref` names in `reference`. */
function resolved<T>(reference: unknown, node: T): T {
  let current: unknown = node;
  for (let hops = 0; hops < 10; hops += 1) {
    const ref = (current as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) break;
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], reference);
  }
  return current as T;
}

function fields(reference: Reference): Record<string, string[]> {
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
  return out;
}

/** The example value of a parameter: its own, its first named one, its schema's; else undefined. */
function exampleOf(reference: Reference, parameter: Parameter): unknown {
  if (parameter.example !== undefined) return parameter.example;
  const named = Object.values(parameter.examples ?? {})[0];
  if (named !== undefined) return resolved(reference, named).value;
  return parameter.schema?.example;
}

function requestsOf(reference: Reference, operation: ReferenceOperation): ReferenceRequest[] {
  const params: Record<string, string> = {};
  const query: Record<string, unknown> = {};
  const headers: Record<string, string> = {};
  for (const raw of operation.parameters ?? []) {
    const parameter = resolved(reference, raw);
    const example = exampleOf(reference, parameter);
    if (parameter.in === 'path') params[parameter.name] = example === undefined ? '' : String(example);
    else if (parameter.in === 'query' && example !== undefined && example !== '')
      query[parameter.name] = example;
    else if (parameter.in === 'header' && parameter.required) headers[parameter.name] = '';
  }
  const base: ReferenceRequest = { name: 'parameters', params };
  if (Object.keys(query).length > 0) base.query = query;
  if (Object.keys(headers).length > 0) base.headers = headers;
  const content = resolved(reference, operation.requestBody)?.content;
  // A form where the reference documents no JSON (the keyword lists' writes): its fields as a body.
  const media = content?.['application/json'] ?? content?.['multipart/form-data'];
  if (media === undefined) return [base];
  const examples: [string, unknown][] = [];
  if (media.example !== undefined) examples.push(['example', media.example]);
  for (const [name, example] of Object.entries(media.examples ?? {})) {
    examples.push([name, resolved(reference, example).value]);
  }
  if (examples.length > 0) return examples.map(([name, body]) => ({ ...base, name, body }));
  // No body example: the body the schema's own example and default values make.
  let schema = resolved(reference, media.schema) ?? {};
  // A choice of schemas (the keyword lists' three categories): the first, as a client would pick one.
  if (schema.oneOf?.[0] !== undefined) schema = resolved(reference, schema.oneOf[0]);
  const body: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = resolved(reference, property);
    const value = field.example !== undefined ? field.example : field.default;
    if (value !== undefined) body[name] = value;
  }
  const blank = (schema.required ?? []).filter((name) => !(name in body));
  if (Object.keys(body).length === 0 && blank.length === 0) return [base];
  return [{ ...base, name: 'schema', body, ...(blank.length > 0 && { blank }) }];
}

function requests(reference: Reference): Record<string, ReferenceRequest[]> {
  const out: Record<string, ReferenceRequest[]> = {};
  for (const id of OPERATION_IDS) {
    const { method, path } = OPERATION_ROUTES[id];
    const operation = reference.paths[path]?.[method];
    if (operation !== undefined) out[id] = requestsOf(reference, operation);
  }
  return out;
}

/** `value` as JSON, formatted as the project's formatter checks it (`npm run lint`). */
async function write(file: string, value: unknown): Promise<void> {
  const options = (await resolveConfig(file)) ?? {};
  writeFileSync(file, await format(JSON.stringify(value, null, 2), { ...options, filepath: file }));
}

async function main(): Promise<void> {
  const [source, target = 'test/contract/reference-fields.json'] = process.argv.slice(2);
  if (!source) throw new Error('usage: tsx scripts/reference-fields.ts <reference openapi json> [out]');
  const reference = JSON.parse(readFileSync(source, 'utf8')) as Reference;
  const out = fields(reference);
  await write(target, out);
  const total = Object.values(out).reduce((n, paths) => n + paths.length, 0);
  console.log(`wrote ${target}: ${Object.keys(out).length} operations, ${total} field paths`);
  const requestsTarget = join(dirname(target), 'reference-requests.json');
  const sent = requests(reference);
  await write(requestsTarget, sent);
  const count = Object.values(sent).reduce((n, list) => n + list.length, 0);
  console.log(`wrote ${requestsTarget}: ${Object.keys(sent).length} operations, ${count} requests`);
}

await main();
