/**
 * The sandbox without a transport (SPEC 21): `handle({method, url, headers, body})` answers a chat API
 * request with `{status, headers, body}` through the stages the server runs, in the server's order
 * (docs/decisions/request-order-of-checks.md): which app → JSON body and its depth → apikey → rate
 * limit → an operation of the reference not served yet → bracketed query names → validation →
 * operation and commit → the one error envelope. Each stage is the server's own function; only the
 * request check is the core's (request-validator.ts), since the server's validator is an Express
 * middleware. Not here yet: the control API, Prefer and faults, the journal, webhooks.
 */
import type { Request } from 'express';
import { operationNotServedYet, routeNotFound, unknownApiVersion } from '../contract/error-catalogue.ts';
import { errorBody } from '../contract/errors.ts';
import { API_PREFIX, type NetworkFailure } from '../contract/limits.ts';
import { unservedAt } from '../contract/unserved-operations.ts';
import { chatDocument } from '../documents.ts';
import { contractChecks } from './contract-checks.ts';
import { AppRegistry } from '../http/app-registry.ts';
import { API_PREFIX_ALIAS, versionOf } from '../http/api-version.ts';
import { authenticate } from '../http/auth.ts';
import { limitBodyDepth } from '../http/body-depth.ts';
import { BodyExplainer } from '../http/body-details.ts';
import { checkBracketedKeys } from '../http/bracket-names.ts';
import { defaultConfig } from '../http/config.ts';
import { errorAnswer } from '../http/error-handler.ts';
import { notAnOperation, operationAt, operationRunner, paramsOf } from '../http/operations.ts';
import { consumeRate, showRateHeaders, tierOf } from '../http/rate-limit.ts';
import { resolveApp } from '../http/tenancy.ts';
import { MemoryStore } from '../store/memory-store.ts';
import { WebStorageStore } from '../store/web-storage-store.ts';
import { loadFixtures } from '../store/bundled-fixtures.ts';
import { Delays, provocationOf } from '../sandbox/provocation.ts';
import { createControl } from './control.ts';
import { dispatchToWebhooks, SandboxApps } from '../sandbox/sandbox-apps.ts';
import { NotificationDelivery } from '../sandbox/notification-delivery.ts';
import { journal, noteBody, type Note } from './journal-note.ts';
import { parsedBody, subscribeTo, webhookPost } from './core-parts.ts';
import { spoiled, unanswered } from './provocations.ts';
import { KEYWORD_WRITES } from '../contract/keyword-list-catalogue.ts';
import { keywordParsedBody } from './keyword-body.ts';
import { lowerCased, queryOf, targetOf } from './wire.ts';
import type { CoreRequest, CoreResponse, SandboxCore, SandboxCoreOptions } from './core-types.ts';

export type { CoreRequest, CoreResponse, SandboxCore, SandboxCoreOptions } from './core-types.ts';
export type { SandboxEvent, WebhookDelivery } from './core-parts.ts';

/** The part of a request the error mapping and the body explainer read, as the server's request has it. */
interface ErrorView {
  method: string;
  path: string;
  body: unknown;
  openapi?: { schema: { operationId: string; responses: unknown } };
}

/** The mount a path is under (`/v3`, or its alias `/v3.0`, in any letter case, as Express mounts them). */
function mountOf(path: string): string | undefined {
  for (const mount of [API_PREFIX, API_PREFIX_ALIAS]) {
    const next = path.charAt(mount.length);
    if (path.slice(0, mount.length).toLowerCase() === mount && (next === '' || next === '/')) return mount;
  }
  return undefined;
}

export function createSandboxCore(options: SandboxCoreOptions = {}): SandboxCore {
  const config = defaultConfig(options.config);
  const seed = options.seed ?? loadFixtures;
  const store =
    options.store ??
    (options.persist === 'localStorage' ? new WebStorageStore({ seed }) : new MemoryStore({ seed }));
  const registry = options.registry ?? new AppRegistry(config.clock);
  const checks = contractChecks();
  const { document, bracketNames, spellBooleans, responses } = checks;
  // The contract as served is built only when a refused body is first explained, as on the server.
  const explainer = new BodyExplainer(chatDocument);
  const validator = checks.requests;
  const answers = config.validateResponses ? checks.answers() : undefined;
  const run = operationRunner(document, store);
  const apps = new SandboxApps(webhookPost(options), config.journalSize, {
    seed: options.webhooks ?? [],
  });
  const unsubscribe = dispatchToWebhooks(store, apps, (options.webhooks?.length ?? 0) > 0);
  const notifications = new NotificationDelivery(store, apps, registry);
  const waits = new Delays();
  const sleep = options.sleep ?? waits.sleep;
  const random = options.random ?? Math.random;

  async function handle(request: CoreRequest): Promise<CoreResponse> {
    const started = performance.now();
    // Whatever a caller hands over is answered with the envelope, never a rejection.
    const method = typeof request?.method === 'string' ? request.method.toUpperCase() : 'GET';
    const headers = lowerCased(request?.headers);
    const url = typeof request?.url === 'string' ? request.url : '/';
    const target = targetOf(url);
    const note: Note = {};
    const result = await answerOf(request, method, headers, target, note);
    const sent = {
      method,
      url: target.path + (target.rawQuery ? `?${target.rawQuery}` : ''),
      onBehalfOf: headers.onbehalfof,
    };
    journal(
      (runtime) => apps.get(runtime.key).journal,
      note,
      sent,
      result.answer,
      result.errorCode,
      performance.now() - started,
    );
    return result.answer;
  }

  async function answerOf(
    request: CoreRequest,
    method: string,
    headers: ReturnType<typeof lowerCased>,
    target: ReturnType<typeof targetOf>,
    note: Note,
  ): Promise<{ answer: CoreResponse; errorCode?: string }> {
    if (headers.host === undefined && target.host !== undefined) headers.host = target.host;
    const answer: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
    const sink = { set: (name: string, value: string) => (answer[name.toLowerCase()] = value) };
    const view: ErrorView = { method, path: target.path, body: undefined };
    // A spoilt body spoils whatever is answered after the provocation, the refusals included.
    let failure: NetworkFailure | undefined;
    try {
      const mount = mountOf(target.path);
      if (mount === undefined) {
        const version = versionOf(target.path);
        throw version ? unknownApiVersion(version) : routeNotFound(method, target.path);
      }
      // Relative to the mount, as the server's stages see it; `/v3.0` answers as `/v3`.
      const path = target.path.slice(mount.length) || '/';
      const runtime = registry.get(resolveApp({ headers }, config.defaultApp));
      note.runtime = runtime;
      note.time = runtime.clock.now();
      const operationId = operationAt(method, path);
      note.operationId = operationId;
      const tier = operationId === undefined ? 'standard' : tierOf(operationId);
      showRateHeaders(sink, runtime, tier, config.rateLimit[tier]);
      // A keyword list's body may be a form, and up to 1 MB (SPEC 19).
      const parsed = KEYWORD_WRITES.has(operationId ?? '')
        ? await keywordParsedBody(headers, request.body, note)
        : parsedBody(headers, request.body, note);
      view.body = parsed.body;
      // The server's depth and text check, a middleware that reads only the body; the body is
      // noted for the journal after it, as the server's stages do (a body too deep to note is refused).
      limitBodyDepth({ body: parsed.body } as Request, undefined as never, () => undefined);
      noteBody(note, parsed.body);
      authenticate(await store.load(runtime.key), headers.apikey);
      consumeRate(sink, runtime, tier, config.rateLimit[tier]);
      const unserved = operationId === undefined ? unservedAt(method, path) : undefined;
      if (unserved) throw operationNotServedYet(unserved, method, API_PREFIX + path);
      if (operationId === undefined) throw notAnOperation(method, path);
      const query = queryOf(target.rawQuery);
      checkBracketedKeys(query, operationId, bracketNames);
      spellBooleans(operationId, parsed.body);
      // Prefer and fault rules, before validation as on the server (sandbox/simulate.ts).
      const provoked = provocationOf(
        operationId,
        headers.prefer,
        runtime,
        apps.get(runtime.key).faults,
        random,
      );
      if (provoked.delayMs > 0) await sleep(provoked.delayMs);
      note.injected = provoked.injected;
      if (provoked.answer) throw provoked.answer;
      failure = provoked.failure;
      if (failure === 'reset' || failure === 'hang') return { answer: unanswered(failure, provoked.hangMs) };
      const params = paramsOf(operationId, method, path);
      // From here the request is placed at its operation, and an error status it does not document is
      // refused, as the server's validator places it.
      view.openapi = { schema: { operationId, responses: responses.get(operationId) } };
      validator.check(operationId, {
        params,
        query,
        rawQuery: target.rawQuery,
        headers,
        mediaType: parsed.mediaType,
        body: parsed.body,
      });
      const envelope = await run({
        operationId,
        params,
        query,
        body: parsed.body,
        onBehalfOfHeader: headers.onbehalfof,
        apiKeyHeader: headers.apikey,
        runtime,
      });
      answers?.check(operationId, envelope);
      const body = method === 'HEAD' ? '' : JSON.stringify(envelope);
      return { answer: spoiled({ status: 200, headers: answer, body }, failure) };
    } catch (err) {
      const apiError = errorAnswer(
        err,
        view as unknown as Request,
        explainer.forRequest,
        { validateResponses: config.validateResponses },
        options.logger,
      );
      for (const [name, value] of Object.entries(apiError.headers ?? {})) sink.set(name, value);
      const body = method === 'HEAD' ? '' : JSON.stringify(errorBody(apiError));
      const spoilt = spoiled({ status: apiError.status, headers: answer, body }, failure);
      return { answer: spoilt, errorCode: apiError.code };
    }
  }

  return {
    handle,
    subscribe: (listener) => subscribeTo(store, listener),
    control: createControl({ store, registry, seed, defaultApp: config.defaultApp, apps, notifications }),
    close: () => {
      // Delayed requests go on at once, as the server lets them go at its stop; deliveries stop.
      waits.releaseAll();
      unsubscribe();
      notifications.stop();
      apps.stop();
      return store.close();
    },
  };
}
