/**
 * A sandbox for the control API tests: createApp on a fresh memory store, a seeded random source and
 * a sleep that records instead of waiting, so probabilities and delays are exact and instant.
 */
import supertest from 'supertest';
import { createApp } from '../../src/app.ts';
import { defaultConfig, type Config } from '../../src/http/config.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { CheckedStore } from '../helpers/checked-store.ts';
import { API_KEY, NOW } from '../helpers/api.ts';

export { API_KEY, NOW };

/** The same numbers on every run (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SandboxOptions {
  config?: Partial<Config>;
  random?: () => number;
}

export function makeSandbox({ config = {}, random = seededRandom(42) }: SandboxOptions = {}) {
  const slept: number[] = [];
  const app = createApp({
    store: new CheckedStore({ seed: loadFixtures }),
    config: defaultConfig({ clock: NOW, ...config }),
    random,
    sleep: async (ms) => {
      slept.push(ms);
    },
  });
  const request = supertest(app);
  const control = `/__sandbox/apps`;
  return {
    app,
    request,
    slept,
    /** A request to the chat API of `appId`, with the fullAccess key. */
    api: (appId: string, method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) =>
      request[method](`/v3${path}`).set('apikey', API_KEY).set('appId', appId),
    reset: (appId: string) => request.post(`${control}/${appId}/reset`),
    state: (appId: string) => request.get(`${control}/${appId}/state`),
    importState: (appId: string, state: unknown) =>
      request.put(`${control}/${appId}/state`).send(state as object),
    journal: (appId: string, limit?: number) =>
      request.get(`${control}/${appId}/requests`).query(limit === undefined ? {} : { limit }),
    clock: (appId: string, setting?: object) =>
      setting === undefined
        ? request.get(`${control}/${appId}/clock`)
        : request.put(`${control}/${appId}/clock`).send(setting),
    faults: (appId: string, rules?: unknown) =>
      rules === undefined
        ? request.get(`${control}/${appId}/faults`)
        : request.put(`${control}/${appId}/faults`).send(rules as object),
    clearFaults: (appId: string) => request.delete(`${control}/${appId}/faults`),
  };
}

export type Sandbox = ReturnType<typeof makeSandbox>;
