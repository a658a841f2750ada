/**
 * Replays a document's named example sets the way contract-testing tools do (Specmatic's convention):
 * each example name found on an operation's parameters or its request body makes one request from the
 * examples of that name, and the response example of that name is the answer it should get.
 * `npm run build:openapi` records the answers from such a replay; the replay test sends the requests
 * again and compares; `npm run test:specmatic` has Specmatic send them.
 *
 * The order is Specmatic's, since the sets change state and are written for one order: the paths in
 * the order of the document, each path's operations POST, GET, PATCH, PUT, DELETE, and each
 * operation's names by the status of their documented answer, then in the order of its examples.
 */
import type {
  ExampleObject,
  MediaTypeObject,
  OpenAPIObject,
  OperationObject,
  ReferenceObject,
  ResponseObject,
} from 'openapi3-ts/oas30';
import { type Operation, isRef, operationsOf, parametersOf } from '../../src/contract/document-operations.ts';

const JSON_TYPE = 'application/json';

export interface ExampleRequest {
  operationId: string;
  name: string;
  method: string;
  /** The operation's path in the document's template syntax, e.g. `/users/{uid}`. */
  documentPath: string;
  /** The path under the base URL, parameters filled in and encoded, with its query string. */
  path: string;
  headers: Record<string, string>;
  body?: unknown;
  /** The response documented under the same name, if any. */
  documented?: { status: number; body: unknown };
}

export interface Answer {
  status: number;
  body: unknown;
}

const exampleValue = (
  examples: Record<string, ExampleObject | ReferenceObject> | undefined,
  name: string,
) => {
  const example = examples?.[name];
  return example === undefined || isRef(example) ? undefined : (example.value as unknown);
};

function documentedAnswer(operation: OperationObject, name: string): ExampleRequest['documented'] {
  for (const [status, response] of Object.entries(operation.responses as Record<string, ResponseObject>)) {
    if (isRef(response)) continue;
    const media: MediaTypeObject | undefined = response.content?.[JSON_TYPE];
    const value = exampleValue(media?.examples, name);
    if (value !== undefined) return { status: Number(status), body: value };
  }
  return undefined;
}

/** Specmatic's order of a path's operations (seen in its runs: POST, GET, PUT, DELETE). */
const METHOD_ORDER = ['post', 'get', 'patch', 'put', 'delete'];

/** The document's operations in Specmatic's order: by path as the document lists them, then by method. */
export function operationsInReplayOrder(doc: OpenAPIObject): Operation[] {
  const paths = Object.keys(doc.paths ?? {});
  const rank = (op: { documentPath: string; method: string }) =>
    paths.indexOf(op.documentPath) * METHOD_ORDER.length + METHOD_ORDER.indexOf(op.method);
  return operationsOf(doc).sort((a, b) => rank(a) - rank(b));
}

/** The example names of `operation` with a documented answer: by status, then in example order. */
function answeredNames(operation: OperationObject): string[] {
  const names: string[] = [];
  const responses = Object.entries(operation.responses as Record<string, ResponseObject>).sort(
    ([a], [b]) => Number(a) - Number(b),
  );
  for (const [, response] of responses) {
    if (isRef(response)) continue;
    names.push(...Object.keys(response.content?.[JSON_TYPE]?.examples ?? {}));
  }
  return names;
}

/**
 * Every named example request of `doc`, in Specmatic's order. `setOrder` gives an operation's names
 * where the document has no answers yet (the recording): the example sets list them in that order.
 */
export function exampleRequests(
  doc: OpenAPIObject,
  setOrder?: (operationId: string) => string[] | undefined,
): ExampleRequest[] {
  const requests: ExampleRequest[] = [];
  for (const { operationId, method, documentPath, object: operation } of operationsInReplayOrder(doc)) {
    const parameters = parametersOf(doc, operation);
    const body = isRef(operation.requestBody) ? undefined : operation.requestBody?.content[JSON_TYPE];
    const requested = new Set<string>();
    for (const parameter of parameters)
      for (const name of Object.keys(parameter.examples ?? {})) requested.add(name);
    for (const name of Object.keys(body?.examples ?? {})) requested.add(name);
    // An operation that takes nothing but the sandbox's Prefer makes its one request, under the name of
    // its one set (its 2xx example's, once recorded).
    if (operation.requestBody === undefined && parameters.every((p) => p.name === 'Prefer')) {
      const ok = (operation.responses as Record<string, ResponseObject>)['200'];
      const documented = ok && !isRef(ok) ? Object.keys(ok.content?.[JSON_TYPE]?.examples ?? {}) : [];
      for (const name of setOrder?.(operationId) ?? documented) requested.add(name);
    }
    const ordered = [...(setOrder?.(operationId) ?? []), ...answeredNames(operation), ...requested];
    const names = new Set(ordered.filter((name) => requested.has(name)));
    for (const name of names) {
      let path = documentPath;
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      for (const parameter of parameters) {
        const value = exampleValue(parameter.examples, name);
        if (value === undefined) continue;
        if (parameter.in === 'path')
          path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
        else if (parameter.in === 'query') query.set(parameter.name, String(value));
        else if (parameter.in === 'header') headers[parameter.name] = String(value);
      }
      const search = query.toString();
      requests.push({
        operationId,
        name,
        method: method.toUpperCase(),
        documentPath,
        path: search ? `${path}?${search}` : path,
        headers,
        body: exampleValue(body?.examples, name),
        documented: documentedAnswer(operation, name),
      });
    }
  }
  return requests;
}

/** Sends the requests one after another to `baseUrl` (ending in /v3) with `apiKey`. */
export async function replay(baseUrl: string, apiKey: string, requests: ExampleRequest[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (const request of requests) {
    const headers: Record<string, string> = { apikey: apiKey, ...request.headers };
    if (request.body !== undefined) headers['content-type'] = JSON_TYPE;
    const res = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    const text = await res.text();
    answers.push({ status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined });
  }
  return answers;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * `body` with what depends on the moment of the replay masked: a number or an ISO time under a key
 * ending in `At` (a time the sandbox stamps from its clock), a generated auth token or API key (both
 * derived from the clock), and the message metrics' buckets of the last hour, whose times and counts
 * follow the clock.
 */
export function withoutMoments(body: unknown, key = ''): unknown {
  if (key === 'dataPoints' || (typeof body === 'string' && /Time$/.test(key))) return '<time>';
  if (Array.isArray(body)) return body.map((item) => withoutMoments(item));
  if (body !== null && typeof body === 'object') {
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, withoutMoments(v, k)]));
  }
  if (typeof body === 'number' && /At$/.test(key)) return '<time>';
  // The push tokens' times are ISO strings, as the reference's example writes them.
  if (typeof body === 'string' && /At$/.test(key) && ISO_TIME.test(body)) return '<time>';
  if (typeof body === 'string' && (key === 'authToken' || key === 'apiKey')) return '<token>';
  return body;
}

/** Whether `answer` is the documented one: the same status and body, the moment's values aside. */
export function isDocumented(documented: ExampleRequest['documented'], answer: Answer): boolean {
  if (documented === undefined || documented.status !== answer.status) return false;
  return JSON.stringify(withoutMoments(documented.body)) === JSON.stringify(withoutMoments(answer.body));
}
