/**
 * What every hostile-input test shares: one valid call per operation, the valid bodies the body
 * tests corrupt, raw requests, the refusal check, and the fingerprint of the app's whole state.
 *
 * The fingerprint reads the store directly, which the other suites never do: "the state is
 * unchanged" has to cover every collection, including those no operation lists.
 */
import type { OperationObject } from 'openapi3-ts/oas30';
import { buildChatDocument } from '../../src/contract/chat-document.ts';
import { OPERATION_ROUTES } from '../../src/contract/operations.ts';
import assert from 'node:assert/strict';
import type { Response } from 'supertest';
import { botMessageRequestExamples } from '../../src/contract/examples/bot-message-examples.ts';
import {
  addMembersRequestExample,
  createGroupRequestExamples,
} from '../../src/contract/examples/group-examples.ts';
import type { OperationId } from '../../src/contract/operations.ts';
import { toSnapshot } from '../../src/store/state.ts';
import { validateSnapshot } from '../../src/store/state-schema.ts';
import { API_KEY, type TestApp } from '../helpers/api.ts';
import { READ_CALLS } from './read-calls.ts';
import { WRITE_BODY_CASES, WRITE_CALLS } from './write-calls.ts';

export const DEFAULT_APP = { appId: 'chat-sandbox', region: 'us' } as const;
/** One fixed seed for every property, so a failure replays the same way. */
export const SEED = 20_240_609;

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Call {
  operationId: OperationId;
  method: Method;
  /** Relative to /v3, already percent-encoded. */
  path: string;
  body?: object;
  onBehalfOf?: string;
}

/** A call per operation that the fixtures answer with 200. */
export const VALID_CALLS: readonly Call[] = [
  {
    operationId: 'sendBotMessage',
    method: 'post',
    path: '/bots/chatbot/messages',
    body: {
      category: 'message',
      type: 'text',
      receiver: 'superhero1',
      receiverType: 'user',
      data: { text: 'hi' },
    },
  },
  { operationId: 'listAuthTokens', method: 'get', path: '/users/superhero1/auth_tokens' },
  {
    operationId: 'createGroup',
    method: 'post',
    path: '/groups',
    body: { guid: 'fresh', name: 'F', type: 'public' },
  },
  {
    operationId: 'addGroupMembers',
    method: 'post',
    path: '/groups/cometchat-guid-1/members',
    body: { participants: ['superhero4'] },
  },
  {
    operationId: 'resetGroupConversation',
    method: 'delete',
    path: '/groups/cometchat-guid-1/conversation',
    body: { preserveOrder: true },
    onBehalfOf: 'superhero1',
  },
  { operationId: 'listBannedUsers', method: 'get', path: '/groups/cometchat-guid-1/bannedusers' },
  { operationId: 'unbanUser', method: 'delete', path: '/groups/cometchat-guid-1/bannedusers/superhero5' },
  {
    operationId: 'addReaction',
    method: 'post',
    path: '/messages/4/reactions/%F0%9F%91%8D',
    onBehalfOf: 'superhero1',
  },
  {
    operationId: 'removeReaction',
    method: 'delete',
    path: '/messages/4/reactions/%F0%9F%91%8D',
    onBehalfOf: 'superhero2',
  },
  { operationId: 'listReactions', method: 'get', path: '/messages/4/reactions' },
  { operationId: 'listReactionsByEmoji', method: 'get', path: '/messages/4/reactions/:thumbsup:' },
  { operationId: 'saveMessage', method: 'post', path: '/messages/4/save', onBehalfOf: 'superhero1' },
  { operationId: 'listBlockedMessages', method: 'get', path: '/moderation/blocked-messages' },
  ...WRITE_CALLS,
  ...READ_CALLS,
];

const DOCUMENT = buildChatDocument();

/** Whether the contract gives the operation an onBehalfOf header; elsewhere the header is ignored. */
export function takesOnBehalfOf(operationId: string): boolean {
  const { method, path } = OPERATION_ROUTES[operationId as OperationId];
  const op = (DOCUMENT.paths?.[path] as Record<string, OperationObject> | undefined)?.[method];
  return (op?.parameters ?? []).some((p) => '$ref' in p && /onBehalfOf/.test(p.$ref));
}

export const BODY_CALLS = VALID_CALLS.filter((c) => c.body !== undefined);

/** Valid bodies of every shape the contract documents, adjusted so the fixtures accept them. */
export function bodyCases(): (Call & { name: string; body: Record<string, unknown> })[] {
  const bot = Object.entries(botMessageRequestExamples()).map(([name, example]) => {
    const body = structuredClone(example.value) as Record<string, unknown>;
    if (body['quotedMessageId'] !== undefined) body['quotedMessageId'] = '4';
    return { name: `bot ${name}`, ...VALID_CALLS[0]!, body };
  });
  const groups = Object.entries(createGroupRequestExamples()).map(([name, example]) => {
    const body = { ...(example.value as Record<string, unknown>), guid: `hostile-${name.toLowerCase()}` };
    return { name: `group ${name}`, ...VALID_CALLS[2]!, body };
  });
  return [
    ...bot,
    ...groups,
    { name: 'members', ...VALID_CALLS[3]!, body: addMembersRequestExample() },
    { name: 'reset', ...VALID_CALLS[4]!, body: { preserveOrder: false } },
    ...WRITE_BODY_CASES,
  ];
}

const FREE_FORM = new Set(['metadata', 'customData', 'payload', 'headers', 'appInfo']);

/**
 * Whether a value at `path` sits inside a free-form object (metadata, custom data, an API action's
 * payload and headers, a customInteractive message's data), where any JSON is data.
 */
export function isFreeForm(body: Record<string, unknown>, path: readonly string[]): boolean {
  if (path.slice(0, -1).some((key) => FREE_FORM.has(key))) return true;
  return body['type'] === 'customInteractive' && path[1] === 'interactiveData' && path.length > 2;
}

/** Every path inside `value`, parents before children; the root is `[]`. */
export function pathsOf(value: unknown, prefix: string[] = []): string[][] {
  const out = [prefix];
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) out.push(...pathsOf(child, [...prefix, key]));
  }
  return out;
}

export function valueAt(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], value);
}

/** A deep copy with `key` set at `path` as an own property, even when the key is `__proto__`. */
export function withKey(body: object, path: readonly string[], key: string, value: unknown): object {
  const copy = structuredClone(body);
  const target = valueAt(copy, path) as object;
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** A deep copy with the value at `path` (not the root) replaced. */
export function withValue(body: object, path: readonly string[], value: unknown): object {
  return withKey(body, path.slice(0, -1), path[path.length - 1]!, value);
}

export interface RawOptions {
  body?: string;
  contentType?: string;
  onBehalfOf?: string;
  headers?: Record<string, string>;
}

/** A request with the default key whose path and body go out exactly as given. */
export function raw(t: TestApp, method: Method, path: string, options: RawOptions = {}) {
  const req = t.request[method](`/v3${path}`).set('apikey', API_KEY);
  if (options.onBehalfOf !== undefined) req.set('onBehalfOf', options.onBehalfOf);
  for (const [name, value] of Object.entries(options.headers ?? {})) req.set(name, value);
  if (options.body !== undefined) {
    req.set('Content-Type', options.contentType ?? 'application/json');
    req.send(options.body);
  }
  return req;
}

/** Sends a call with `body` (serialised as is) in place of its own. */
export function send(t: TestApp, call: Call, body: unknown = call.body) {
  return raw(t, call.method, call.path, {
    onBehalfOf: call.onBehalfOf,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The whole state of the default app as JSON. */
export async function stateOf(t: TestApp): Promise<string> {
  return JSON.stringify(toSnapshot(await t.store.load(DEFAULT_APP)));
}

/** A state the API wrote must load again. */
export async function assertStateLoads(t: TestApp): Promise<void> {
  const result = validateSnapshot(JSON.parse(await stateOf(t)));
  assert.ok(result.ok, JSON.stringify(result.ok ? '' : result.details));
}

/** A client error in the envelope: 400–429, a code, a message, source chat-api, JSON. */
export function expectRefused(res: Response, context: string): void {
  const what = `${context}: ${res.status} ${res.text.slice(0, 300)}`;
  assert.ok(res.status >= 400 && res.status <= 429, what);
  assert.equal(typeof res.body?.error?.code, 'string', what);
  assert.equal(typeof res.body.error.message, 'string', what);
  assert.equal(res.body.error.source, 'chat-api', what);
  assert.match(String(res.headers['content-type']), /^application\/json/, what);
}

/** Sends a request and asserts it is refused and leaves the state exactly as it was. */
export async function expectRefusedUnchanged(
  t: TestApp,
  context: string,
  request: () => PromiseLike<Response>,
): Promise<Response> {
  const before = await stateOf(t);
  const res = await request();
  expectRefused(res, context);
  assert.equal(await stateOf(t), before, `${context}: the state changed`);
  return res;
}
