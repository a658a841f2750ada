/**
 * load-server.ts as dist/ has it: the server is the CommonJS bundle beside the command
 * (dist/server.cjs), run with V8's code cache of the previous start.
 */
import { fileURLToPath } from 'node:url';
import { requireWithCodeCache } from './code-cache.ts';
import type * as Server from './index.ts';
import type { LoadedServer } from './load-server.ts';

export function loadServer(): Promise<LoadedServer> {
  const server = requireWithCodeCache<typeof Server>(fileURLToPath(new URL('./server.cjs', import.meta.url)));
  return Promise.resolve({ startSandbox: server.exports.startSandbox, saveCodeCache: server.save });
}
