/**
 * What a read of the sandbox is compared with besides Prism: a bare Express 5 app answering the same
 * JSON from memory (the ceiling of any Express app), and json-server serving the same records from
 * its own JSON file (a stateful mock that validates nothing). Both are started on the answer the
 * sandbox gave, so every server sends the same bytes. json-server is 0.17, the version `npm install
 * json-server` gives; its 1.0 betas are built on tinyhttp rather than Express, need Node.js 22, and
 * answered faster than the bare Express app here.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Child, startChild, startOnFreePort } from './processes.ts';

const BARE_EXPRESS = fileURLToPath(new URL('./bare-express.ts', import.meta.url));
const JSON_SERVER = fileURLToPath(new URL('../../node_modules/json-server/lib/cli/bin.js', import.meta.url));

const listeningPort = (output: string): number | undefined => {
  const match = /http:\/\/(?:127\.0\.0\.1|localhost):(\d+)/.exec(output);
  return match ? Number(match[1]) : undefined;
};

/** The bare app answering `path` with `body` (the sandbox's answer, written to `dir`). */
export async function startBareExpress(dir: string, path: string, body: unknown): Promise<Child> {
  const file = join(dir, 'bare-body.json');
  await writeFile(file, JSON.stringify(body));
  return startChild(process.execPath, ['--import', 'tsx', BARE_EXPRESS, file, path], listeningPort, {
    probePath: path,
  });
}

/** json-server with one collection `name` holding `records`, read at `/<name>`. */
export async function startJsonServer(dir: string, name: string, records: unknown[]): Promise<Child> {
  const file = join(dir, 'json-server-db.json');
  await writeFile(file, JSON.stringify({ [name]: records }));
  return startOnFreePort(
    process.execPath,
    (port) => [JSON_SERVER, '--quiet', '--host', '127.0.0.1', '--port', String(port), file],
    { probePath: `/${name}` },
  );
}
