/**
 * An app whose log lines are kept for the test to read: the server's own pino logger at `info`,
 * writing to a sink instead of stdout.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { createApp } from '../../src/app.ts';
import { defaultConfig } from '../../src/http/config.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { MemoryStore } from '../../src/store/memory-store.ts';

export function loggedApp(): { app: ReturnType<typeof createApp>; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  const app = createApp({
    store: new MemoryStore({ seed: loadFixtures }),
    config: defaultConfig(),
    logger: pino({ level: 'info' }, sink),
  });
  return { app, lines };
}
