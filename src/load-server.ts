/**
 * How the command loads the server once its flags are read: from the sources, the module itself.
 * dist/ replaces this file with load-server.dist.ts (scripts/build.ts), which loads the bundled
 * server with V8's code cache.
 */
import type * as Server from './index.ts';

export interface LoadedServer {
  startSandbox: typeof Server.startSandbox;
  /** Keeps what loading and starting compiled for the next start, where that is done. */
  saveCodeCache(): void;
}

export async function loadServer(): Promise<LoadedServer> {
  const { startSandbox } = await import('./start.ts');
  return { startSandbox, saveCodeCache: () => undefined };
}
