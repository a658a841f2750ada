/**
 * Clients for the API suites. Building an app compiles the whole contract, so each test file builds
 * one and every test takes a `fresh()` client of its own: a sandbox app of its own (`appId` header),
 * seeded from the fixtures on its first request, with its clock frozen at NOW. Tests stay isolated
 * and the suite stays fast.
 */
import assert from 'node:assert/strict';
import supertest from 'supertest';
import type { Response } from 'supertest';
import type { Express } from 'express';
import { createApp } from '../../src/app.ts';
import type { AppRegistry } from '../../src/http/app-registry.ts';
import { defaultConfig } from '../../src/http/config.ts';
import { loadFixtures } from '../../src/store/fixtures.ts';
import { CheckedStore } from '../helpers/checked-store.ts';
import type { StateSnapshot } from '../../src/store/state.ts';
import { API_KEY, NOW, makeApp, requestOf } from '../helpers/api.ts';

export { API_KEY, AUTH_ONLY_KEY, NOW, expectError, newMessageId } from '../helpers/api.ts';

export const GUID = 'cometchat-guid-1';
export const BOT = 'chatbot';

export interface Client {
  readonly appId: string;
  get(path: string, onBehalfOf?: string): supertest.Test;
  post(path: string, body?: object, onBehalfOf?: string): supertest.Test;
  put(path: string, body?: object, onBehalfOf?: string): supertest.Test;
  patch(path: string, body?: object, onBehalfOf?: string): supertest.Test;
  del(path: string, body?: object, onBehalfOf?: string): supertest.Test;
  /** Moves this app's frozen clock forward, as the sandbox clock control does. */
  advanceClock(seconds: number): void;
  /** This app's whole state, as the control API exports it. */
  state(): Promise<StateSnapshot>;
  /** Replaces this app's state, as the control API imports one. */
  importState(state: StateSnapshot): Promise<void>;
}

export interface Sandbox {
  request: supertest.Agent;
  fresh(): Client;
  /** A fresh app whose state is the fixtures changed by `edit`, imported as the control API imports one. */
  withState(edit: (state: StateSnapshot) => void): Promise<Client>;
}

function sandboxOf(app: Express, request: supertest.Agent): Sandbox {
  let count = 0;
  const registry = app.locals.registry as AppRegistry;
  const fresh = (): Client => {
    count += 1;
    const appId = `api-test-${count}`;
    const send = (t: supertest.Test, onBehalfOf: string | undefined, body?: object): supertest.Test => {
      t.set('apikey', API_KEY).set('appId', appId);
      if (onBehalfOf !== undefined) t.set('onBehalfOf', onBehalfOf);
      return body === undefined ? t : t.send(body);
    };
    return {
      appId,
      get: (path, onBehalfOf) => send(request.get(`/v3${path}`), onBehalfOf),
      post: (path, body, onBehalfOf) => send(request.post(`/v3${path}`), onBehalfOf, body),
      put: (path, body, onBehalfOf) => send(request.put(`/v3${path}`), onBehalfOf, body),
      patch: (path, body, onBehalfOf) => send(request.patch(`/v3${path}`), onBehalfOf, body),
      del: (path, body, onBehalfOf) => send(request.delete(`/v3${path}`), onBehalfOf, body),
      advanceClock: (seconds) => registry.get({ appId, region: 'us' }).clock.set({ advance: seconds }),
      state: async () => {
        const res = await request.get(`/__sandbox/apps/${appId}/state`);
        assert.equal(res.status, 200, res.text.slice(0, 300));
        return res.body as StateSnapshot;
      },
      importState: async (state) => {
        const res = await request.put(`/__sandbox/apps/${appId}/state`).send(state);
        assert.ok(res.status < 300, `${res.status} ${res.text.slice(0, 400)}`);
      },
    };
  };
  const withState = async (edit: (state: StateSnapshot) => void): Promise<Client> => {
    const client = fresh();
    const state = await client.state();
    edit(state);
    await client.importState(state);
    return client;
  };
  return { request, fresh, withState };
}

/** The app of `makeApp()`: fixtures as shipped, response validation on. */
export function sandbox(): Sandbox {
  const { app, request } = makeApp();
  return sandboxOf(app, request);
}

/** An app whose every sandbox starts from `edit(fixtures)` instead of the fixtures as shipped. */
export function sandboxWithSeed(edit: (fixtures: StateSnapshot) => StateSnapshot): Sandbox {
  const store = new CheckedStore({ seed: () => edit(loadFixtures()) });
  const config = defaultConfig({ clock: NOW });
  const app = createApp({ store, config });
  return sandboxOf(app, requestOf(app, store, config));
}

/** A 200 answer in the success envelope; returns its `data`. */
export function ok(res: Response) {
  assert.equal(res.status, 200, `status ${res.status} ${JSON.stringify(res.body)}`);
  assert.ok('data' in res.body, JSON.stringify(res.body));
  return res.body.data;
}

/** The fields a validation error names, exactly. */
export function assertDetails(res: Response, fields: string[]): void {
  const details = res.body?.error?.details ?? {};
  assert.deepEqual(Object.keys(details).sort(), [...fields].sort(), JSON.stringify(res.body));
}

/** Sends a text message from the bot and returns the created message. */
export async function botText(
  client: Client,
  receiver: string,
  text: string,
  receiverType: 'user' | 'group' = receiver.startsWith('superhero') ? 'user' : 'group',
) {
  return ok(
    await client.post(`/bots/${BOT}/messages`, {
      category: 'message',
      receiver,
      receiverType,
      data: { text },
    }),
  );
}

/** A response body's `data`, as loosely typed as JSON from the wire. */
export type Data = ReturnType<typeof ok>;
