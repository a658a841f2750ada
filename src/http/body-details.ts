/**
 * Precise validation details for bodies built of discriminated `oneOf`s (the bot message).
 *
 * The validator is handed the document without `discriminator` keywords (docs/decisions/request-discriminator-copy.md), so a
 * wrong bot message yields the errors of every branch at once. Here the body is validated again
 * against the one branch its discriminators name — `category`, then `type`, `elementType`,
 * `actionType` — so `details` speak of the fields the client actually got wrong.
 */
import { Ajv, type AnySchemaObject, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Request } from 'express';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import type { ErrorDetails } from '../contract/errors.ts';
import { fieldName } from './field-names.ts';

export type BodyBranchExplainer = (
  req: Request,
  errors: { path?: string; message?: string }[],
) => ErrorDetails | undefined;

interface Discriminated {
  oneOf: AnySchemaObject[];
  discriminator: { propertyName: string; mapping?: Record<string, string> };
}

const DOC_ID = 'chat-contract';

function isDiscriminated(schema: unknown): schema is Discriminated {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    'discriminator' in schema &&
    Array.isArray((schema as { oneOf?: unknown }).oneOf)
  );
}

function valueAt(value: unknown, pointer: string): unknown {
  let current = value;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const dotted = (pointer: string): string => pointer.split('/').filter(Boolean).join('.');

function errorField(base: string, error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const leaf = params.missingProperty ?? params.additionalProperty;
  const path = base + error.instancePath;
  return dotted(leaf !== undefined ? `${path}/${leaf}` : path) || 'body';
}

function errorMessage(error: ErrorObject): string {
  const params = error.params as { allowedValues?: unknown[]; additionalProperty?: string };
  if (error.keyword === 'enum' && params.allowedValues) {
    return `must be one of: ${params.allowedValues.join(', ')}`;
  }
  if (error.keyword === 'additionalProperties') return 'is not a known field';
  if (error.keyword === 'required') return 'is required';
  return error.message ?? 'is invalid';
}

export class BodyExplainer {
  readonly #documentOf: () => OpenAPIObject;
  #document: OpenAPIObject | undefined;
  private ajvMade: Ajv | undefined;
  private readonly compiled = new Map<string, ValidateFunction>();
  #bodyRefs: Map<string, string> | undefined;

  /** `documentOf` is asked for the document at the first body to explain, and only then. */
  constructor(documentOf: () => OpenAPIObject) {
    this.#documentOf = documentOf;
  }

  private get document(): OpenAPIObject {
    return (this.#document ??= this.#documentOf());
  }

  /** The schema reference of each operation's JSON body. */
  private get bodyRefs(): Map<string, string> {
    if (this.#bodyRefs) return this.#bodyRefs;
    const refs = new Map<string, string>();
    for (const [path, item] of Object.entries(this.document.paths ?? {})) {
      for (const [method, op] of Object.entries(item)) {
        const schema = op?.requestBody?.content?.['application/json']?.schema;
        if (op?.operationId && schema?.$ref) refs.set(op.operationId, schema.$ref);
        else if (op?.operationId && schema)
          refs.set(
            op.operationId,
            `#/paths/${pointerEscape(path)}/${method}/requestBody/content/application~1json/schema`,
          );
      }
    }
    return (this.#bodyRefs = refs);
  }

  /** Made at the first body to explain: building it slowed every start, and many sessions send none. */
  private get ajv(): Ajv {
    if (this.ajvMade) return this.ajvMade;
    // The document is generated and checked by the tests: checking it against the meta-schema at every
    // start would cost more than all the explaining a session does.
    const ajv = new Ajv({
      strict: false,
      allErrors: true,
      verbose: true,
      validateFormats: true,
      validateSchema: false,
    });
    addFormats.default(ajv);
    ajv.addSchema(this.document as AnySchemaObject, DOC_ID);
    this.ajvMade = ajv;
    return ajv;
  }

  private validator(ref: string): ValidateFunction {
    let fn = this.compiled.get(ref);
    if (!fn) {
      fn = this.ajv.compile({ $ref: `${DOC_ID}${ref}` });
      this.compiled.set(ref, fn);
    }
    return fn;
  }

  /** Details for `value` against the schema at `ref`, descending through discriminators. */
  explain(ref: string, value: unknown, base = ''): ErrorDetails {
    // Field names come from the client's body: a key such as `__proto__` must stay a plain key.
    const details: ErrorDetails = Object.create(null);
    const add = (field: string, message: string) => {
      const list = details[field] ?? (details[field] = []);
      if (!list.includes(message)) list.push(message);
    };
    const validate = this.validator(ref);
    if (validate(value)) return {};
    const errors = validate.errors ?? [];
    const handled: string[] = [];
    const covered = (p: string) => handled.some((h) => p === h || p.startsWith(`${h}/`));
    // Outermost first: by depth in the value, then, at one depth, the later error (Ajv reports the
    // enclosing oneOf after the failures of its branches).
    const branchPoints = errors
      .map((e, index) => ({ e, index }))
      .filter(({ e }) => e.keyword === 'oneOf' && isDiscriminated(e.parentSchema))
      .sort((a, b) => a.e.instancePath.length - b.e.instancePath.length || b.index - a.index)
      .map(({ e }) => e);
    for (const e of branchPoints) {
      if (covered(e.instancePath)) continue;
      handled.push(e.instancePath);
      const sub = this.explainBranch(e.parentSchema as Discriminated, valueAt(value, e.instancePath));
      for (const [field, messages] of Object.entries(sub)) {
        const full = dotted(`${base}${e.instancePath}/${field.split('.').join('/')}`) || 'body';
        for (const m of messages) add(field === '' ? dotted(base + e.instancePath) || 'body' : full, m);
      }
    }
    for (const e of errors) {
      if (e.keyword === 'oneOf' || e.keyword === 'if' || covered(e.instancePath)) continue;
      add(errorField(base, e), errorMessage(e));
    }
    return { ...details };
  }

  private explainBranch(schema: Discriminated, value: unknown): ErrorDetails {
    const property = schema.discriminator.propertyName;
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return { '': ['must be an object'] };
    const tag = (value as Record<string, unknown>)[property];
    const mapping = schema.discriminator.mapping ?? {};
    const ref = typeof tag === 'string' && Object.hasOwn(mapping, tag) ? mapping[tag] : undefined;
    if (ref === undefined) {
      const allowed = Object.keys(mapping).join(', ');
      return {
        [property]: [tag === undefined ? `is required (one of: ${allowed})` : `must be one of: ${allowed}`],
      };
    }
    return this.explain(ref, value);
  }

  /** The explainer the error handler calls for a request the validator rejected. */
  readonly forRequest: BodyBranchExplainer = (req, errors) => {
    const operationId = (req as Request & { openapi?: { schema?: { operationId?: string } } }).openapi?.schema
      ?.operationId;
    const ref = operationId ? this.bodyRefs.get(operationId) : undefined;
    if (!ref || !errors.some((e) => e.path?.startsWith('/body'))) return undefined;
    const body = this.explain(ref, req.body);
    if (Object.keys(body).length === 0) return undefined;
    const rest: ErrorDetails = Object.create(null);
    for (const e of errors) {
      if (e.path?.startsWith('/body')) continue;
      (rest[fieldName(e.path)] ??= []).push(e.message ?? 'is invalid');
    }
    return { ...rest, ...body };
  };
}

function pointerEscape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
