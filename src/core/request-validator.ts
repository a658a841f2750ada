/**
 * The core's request check: the operation's parameters and body against the validator's copy of the
 * contract, with Ajv, compiled lazily per operation. It makes the checks and the changes
 * express-openapi-validator makes on the server (query and path values coerced to their types,
 * comma-separated lists split, defaults applied, unknown query names refused, the body's media type
 * required) and fails with errors of the same shape, so the server's error handler turns them into
 * the same envelope with the same `details`.
 */
import { Ajv, type AnySchemaObject, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIObject, ParameterObject, SchemaObject } from 'openapi3-ts/oas30';
import { isRef, operationsOf, parametersOf } from '../contract/document-operations.ts';
import type { RequestHeaders } from '../http/tenancy.ts';

/** What the check reads of a request, and changes in place (query, headers, body). */
export interface CheckedParts {
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** The query string as sent, undecoded: lists must not hold reserved characters unencoded. */
  rawQuery: string;
  headers: RequestHeaders;
  /** The media type of the body, lower case without parameters; undefined when none was sent. */
  mediaType: string | undefined;
  body: unknown;
}

/** The validator's error item: `path` such as `/body/name` or `/query/perPage`. */
interface ErrorItem {
  path: string;
  message: string;
}

/** A refusal as express-openapi-validator throws it, for the error handler's mapping. */
const refusal = (status: number, errors: ErrorItem[] = []) =>
  Object.assign(new Error(errors[0]?.message ?? 'request refused'), { status, errors });

/** The validator's phrasing of Ajv's errors: the allowed values in an enum's sentence, the leaf in the path. */
export function itemsOf(errors: ErrorObject[]): ErrorItem[] {
  return errors.map((e) => {
    const params = e.params as {
      missingProperty?: string;
      additionalProperty?: string;
      allowedValues?: unknown[];
    };
    const leaf = params.missingProperty ?? params.additionalProperty;
    const message =
      e.keyword === 'enum' && params.allowedValues
        ? `${e.message ?? ''}: ${params.allowedValues.join(', ')}`
        : (e.message ?? 'is invalid');
    return { path: leaf !== undefined ? `${e.instancePath}/${leaf}` : e.instancePath, message };
  });
}

/** Characters a list value must carry percent-encoded (as the server's validator refuses them). */
const RESERVED = /[:/?#[\]@!$&'()*+,;=]/;

interface Plan {
  general: ValidateFunction;
  body: ValidateFunction;
  queryNames: ReadonlySet<string>;
  /** Query lists sent as one comma-separated value (`style: form`, `explode: false`). */
  commaLists: readonly string[];
  hasBody: boolean;
  bodyRequired: boolean;
}

const objectOf = (parameters: ParameterObject[]): SchemaObject | Record<string, never> => {
  if (parameters.length === 0) return {};
  const required = parameters.filter((p) => p.required).map((p) => p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
    ...(required.length > 0 ? { required } : {}),
  };
};

export class RequestValidator {
  readonly #document: OpenAPIObject;
  readonly #operations: Map<string, ReturnType<typeof operationsOf>[number]>;
  readonly #plans = new Map<string, Plan>();
  #ajv: { general: Ajv; body: Ajv } | undefined;

  /** `document`: the validator's copy of the contract (no discriminators), which nothing else changes. */
  constructor(document: OpenAPIObject) {
    this.#document = document;
    this.#operations = new Map(operationsOf(document).map((op) => [op.operationId, op]));
  }

  /**
   * Checks `parts` for `operationId`, coercing and filling them in place as the server's validator
   * does; throws its refusal (415, or 400 with the errors).
   */
  check(operationId: string, parts: CheckedParts): void {
    const plan = this.#plan(operationId);
    // The media type first: the server's validator refuses it before it reads anything else.
    if (plan.hasBody && parts.mediaType !== 'application/json') {
      if (parts.mediaType !== undefined || plan.bodyRequired) throw refusal(415);
    }
    for (const name of plan.commaLists) {
      for (const raw of rawValues(parts.rawQuery, name)) {
        if (raw.split(',').some((v) => RESERVED.test(v)))
          throw refusal(400, [
            {
              path: `/query/${name}`,
              message: `Parameter '${name}' must be url encoded. Its value may not contain reserved characters.`,
            },
          ]);
      }
      // A list sent as repeated names is one already.
      const value = parts.query[name];
      if (typeof value === 'string') parts.query[name] = value.split(',');
    }
    for (const name of Object.keys(parts.query)) {
      if (!plan.queryNames.has(name))
        throw refusal(400, [{ path: `/query/${name}`, message: `Unknown query parameter '${name}'` }]);
      if (parts.query[name] === '')
        throw refusal(400, [
          { path: `/query/${name}`, message: `Empty value found for query parameter '${name}'` },
        ]);
    }
    const data = { query: parts.query, headers: parts.headers, params: parts.params, body: parts.body };
    const general = plan.general(data);
    const body = plan.body(data);
    if (general && body) return;
    throw refusal(400, itemsOf([...(plan.general.errors ?? []), ...(plan.body.errors ?? [])]));
  }

  #plan(operationId: string): Plan {
    const known = this.#plans.get(operationId);
    if (known !== undefined) return known;
    const operation = this.#operations.get(operationId);
    if (operation === undefined) throw new Error(`The contract has no operation ${operationId}`);
    const parameters = parametersOf(this.#document, operation.object);
    const where = (place: string) => parameters.filter((p) => p.in === place);
    // Header names as Node gives them, in lower case.
    const headers = where('header').map((p) => ({ ...p, name: p.name.toLowerCase() }));
    const requestBody = isRef(operation.object.requestBody) ? undefined : operation.object.requestBody;
    const bodySchema = requestBody?.content['application/json']?.schema;
    const { components } = this.#document;
    const ajv = this.#ajvs();
    const plan: Plan = {
      // One schema per place, as the server's validator builds them, with the components its
      // references lead to.
      general: ajv.general.compile({
        components,
        required: ['query', 'headers', 'params'],
        properties: {
          query: objectOf(where('query')),
          headers: objectOf(headers),
          params: objectOf(where('path')),
          body: {},
        },
      } as AnySchemaObject),
      body: ajv.body.compile({
        components,
        properties: { query: {}, headers: {}, params: {}, body: bodySchema ?? {} },
        ...(requestBody?.required ? { required: ['body'] } : {}),
      } as AnySchemaObject),
      queryNames: new Set(where('query').map((p) => p.name)),
      commaLists: where('query')
        .filter(
          (p) => p.style === 'form' && p.explode === false && !isRef(p.schema) && p.schema?.type === 'array',
        )
        .map((p) => p.name),
      hasBody: requestBody !== undefined,
      bodyRequired: requestBody?.required === true,
    };
    this.#plans.set(operationId, plan);
    return plan;
  }

  /** Made at the first request checked: the options are the server's validator's. */
  #ajvs(): { general: Ajv; body: Ajv } {
    if (this.#ajv !== undefined) return this.#ajv;
    const options: Options = {
      strict: false,
      strictNumbers: true,
      strictTuples: true,
      allowUnionTypes: false,
      validateSchema: false,
      useDefaults: true,
      removeAdditional: false,
      allErrors: true,
      logger: false,
    };
    // Query, path and header values arrive as text: they are coerced, the body never is.
    const general = new Ajv({ ...options, coerceTypes: true });
    const body = new Ajv({ ...options, coerceTypes: false });
    addFormats.default(general, { mode: 'fast' });
    addFormats.default(body, { mode: 'fast' });
    return (this.#ajv = { general, body });
  }
}

/** The values of `name` in a query string as sent, undecoded. */
function rawValues(rawQuery: string, name: string): string[] {
  const values: string[] = [];
  for (const pair of rawQuery.split('&')) {
    const [key, value] = pair.split('=');
    if (key === name && value !== undefined) values.push(value);
  }
  return values;
}
