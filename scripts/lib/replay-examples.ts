/**
 * Replays a document's named example sets the way contract-testing tools do (Specmatic's convention):
 * for each operation in the order of the document, each example name found on its parameters or its
 * request body makes one request from the examples of that name, and the response example of that
 * name is the answer it should get. `npm run build:openapi` records the answers from such a replay;
 * the replay test sends the requests again and compares.
 */
import type {
  ExampleObject,
  MediaTypeObject,
  OpenAPIObject,
  OperationObject,
  ReferenceObject,
  ResponseObject,
} from 'openapi3-ts/oas30';
import { isRef, operationsOf, parametersOf } from '../../src/contract/document-operations.ts';

const JSON_TYPE = 'application/json';

export interface ExampleRequest {
  operationId: string;
  name: string;
  method: string;
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

/** Every named example request of `doc`, in the order of the document. */
export function exampleRequests(doc: OpenAPIObject): ExampleRequest[] {
  const requests: ExampleRequest[] = [];
  for (const { operationId, method, documentPath, object: operation } of operationsOf(doc)) {
    const parameters = parametersOf(doc, operation);
    const body = isRef(operation.requestBody) ? undefined : operation.requestBody?.content[JSON_TYPE];
    const names = new Set<string>();
    for (const parameter of parameters)
      for (const name of Object.keys(parameter.examples ?? {})) names.add(name);
    for (const name of Object.keys(body?.examples ?? {})) names.add(name);
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

/**
 * `body` with what depends on the moment of the replay masked: a number under a key ending in `At`
 * (a time the sandbox stamps from its clock) and a generated auth token.
 */
export function withoutMoments(body: unknown, key = ''): unknown {
  if (Array.isArray(body)) return body.map((item) => withoutMoments(item));
  if (body !== null && typeof body === 'object') {
    return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, withoutMoments(v, k)]));
  }
  if (typeof body === 'number' && /At$/.test(key)) return '<time>';
  if (typeof body === 'string' && key === 'authToken') return '<token>';
  return body;
}

/** Whether `answer` is the documented one: the same status and body, the moment's values aside. */
export function isDocumented(documented: ExampleRequest['documented'], answer: Answer): boolean {
  if (documented === undefined || documented.status !== answer.status) return false;
  return JSON.stringify(withoutMoments(documented.body)) === JSON.stringify(withoutMoments(answer.body));
}
