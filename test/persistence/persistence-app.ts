/**
 * An app on a FileStore in a temporary directory, and a second one started on the same directory,
 * as the server does after a restart.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { createApp } from '../../src/app.ts';
import { defaultConfig, type Config } from '../../src/http/config.ts';
import { FileStore } from '../../src/store/file-store.ts';
import { API_KEY, NOW } from '../helpers/api.ts';

export const DEFAULT_APP = { appId: 'chat-sandbox', region: 'us' } as const;

export async function tempDataDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'chat-sandbox-api-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export function fileApp(dataDir: string, overrides: Partial<Config> = {}) {
  const store = new FileStore({ dataDir });
  const request = supertest(createApp({ store, config: defaultConfig({ clock: NOW, ...overrides }) }));
  const as = <T extends supertest.Test>(t: T, onBehalfOf?: string): T => {
    t.set('apikey', API_KEY);
    if (onBehalfOf !== undefined) t.set('onBehalfOf', onBehalfOf);
    return t;
  };
  return {
    store,
    request,
    file: (key: { appId: string; region: 'us' | 'eu' | 'in' } = DEFAULT_APP) =>
      FileStore.filePath(dataDir, key),
    get: (path: string, onBehalfOf?: string) => as(request.get(`/v3${path}`), onBehalfOf),
    post: (path: string, body?: object, onBehalfOf?: string) => {
      const t = as(request.post(`/v3${path}`), onBehalfOf);
      return body === undefined ? t : t.send(body);
    },
    put: (path: string, body?: object, onBehalfOf?: string) => {
      const t = as(request.put(`/v3${path}`), onBehalfOf);
      return body === undefined ? t : t.send(body);
    },
    del: (path: string, body?: object, onBehalfOf?: string) => {
      const t = as(request.delete(`/v3${path}`), onBehalfOf);
      return body === undefined ? t : t.send(body);
    },
  };
}

export type FileApp = ReturnType<typeof fileApp>;
