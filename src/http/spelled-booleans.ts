/**
 * A boolean body field sent as the string "true" or "false" is taken as the boolean it spells, on
 * every operation (docs/decisions/request-spelled-booleans.md): the real service's own docs show
 * `"permanent": "false"`, and real code copies it. Any other string, a number, or another letter case
 * still meets the validator's 400: never truthiness.
 *
 * Which fields are booleans is read from the document, once per operation when it is first asked:
 * the fields its request body's schema types as boolean, nested ones included (inside objects and
 * list items, through `$ref`, `oneOf`, `anyOf` and `allOf`). A field that any branch of the schema
 * lets be a string is left alone there, so a valid string never turns into a boolean. Free-form data
 * (`additionalProperties`: metadata, custom data) is data, and never changed.
 */
import type { OpenAPIObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas30';
import { isRef, operationsOf } from '../contract/document-operations.ts';

/** Where in a body of one operation the spelled booleans are looked for; only what leads to one. */
interface Plan {
  /** The value here is a boolean field, and no branch takes a string here. */
  readonly boolean: boolean;
  readonly fields: ReadonlyMap<string, Plan>;
  readonly items: Plan | undefined;
}

/** What the schemas say of one place in a body, gathered over all their branches. */
interface Shape {
  boolean: boolean;
  string: boolean;
  fields: Map<string, Shape>;
  items: Shape | undefined;
}

const newShape = (): Shape => ({ boolean: false, string: false, fields: new Map(), items: undefined });

const COMPOSED = ['oneOf', 'anyOf', 'allOf'] as const;

/** The node a local `$ref` names in `document`. */
function atPointer(document: OpenAPIObject, ref: string): unknown {
  let node: unknown = document;
  for (const raw of ref.slice(2).split('/')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

/** Adds what `schema` says to `shape`; `open` holds the references being followed (no cycles). */
function gather(
  document: OpenAPIObject,
  schema: SchemaObject | ReferenceObject | undefined,
  shape: Shape,
  open: Set<string>,
): void {
  if (schema === undefined) return;
  if (isRef(schema)) {
    if (open.has(schema.$ref)) return;
    open.add(schema.$ref);
    gather(document, atPointer(document, schema.$ref) as SchemaObject | undefined, shape, open);
    open.delete(schema.$ref);
    return;
  }
  const types = schema.type === undefined ? [] : [schema.type].flat();
  if (types.includes('boolean')) shape.boolean = true;
  const composed = COMPOSED.some((key) => schema[key] !== undefined);
  // A schema without a type and without branches takes any value, a string among them.
  if (types.includes('string') || (types.length === 0 && !composed)) shape.string = true;
  for (const key of COMPOSED) for (const branch of schema[key] ?? []) gather(document, branch, shape, open);
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const child = shape.fields.get(name) ?? newShape();
    shape.fields.set(name, child);
    gather(document, field, child, open);
  }
  if (schema.items !== undefined) gather(document, schema.items, (shape.items ??= newShape()), open);
}

/** The shape cut down to the places that lead to a boolean field; undefined when there is none. */
function planOf(shape: Shape): Plan | undefined {
  const fields = new Map<string, Plan>();
  for (const [name, child] of shape.fields) {
    const plan = planOf(child);
    if (plan !== undefined) fields.set(name, plan);
  }
  const items = shape.items === undefined ? undefined : planOf(shape.items);
  const boolean = shape.boolean && !shape.string;
  return boolean || fields.size > 0 || items !== undefined ? { boolean, fields, items } : undefined;
}

/** `value` with the spelled booleans the plan points at made booleans; objects and lists in place. */
function spell(value: unknown, plan: Plan): unknown {
  if (typeof value === 'string') {
    return plan.boolean && (value === 'true' || value === 'false') ? value === 'true' : value;
  }
  if (Array.isArray(value)) {
    if (plan.items !== undefined)
      for (let i = 0; i < value.length; i++) value[i] = spell(value[i], plan.items);
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const [name, field] of plan.fields) {
      if (Object.hasOwn(record, name)) record[name] = spell(record[name], field);
    }
  }
  return value;
}

/**
 * For `document`'s operations: a function that makes the spelled booleans of a request body to
 * `operationId` booleans, in place. An operation without a boolean field in its body costs a lookup.
 */
export function spelledBooleans(document: OpenAPIObject): (operationId: string, body: unknown) => void {
  const schemas = new Map<string, SchemaObject | ReferenceObject | undefined>();
  for (const { operationId, object } of operationsOf(document)) {
    const body = isRef(object.requestBody)
      ? (atPointer(document, object.requestBody.$ref) as typeof object.requestBody)
      : object.requestBody;
    const schema = isRef(body) ? undefined : body?.content['application/json']?.schema;
    if (schema !== undefined) schemas.set(operationId, schema);
  }
  const plans = new Map<string, Plan | undefined>();
  return (operationId, body) => {
    if (body === null || typeof body !== 'object') return;
    let plan = plans.get(operationId);
    if (plan === undefined && !plans.has(operationId)) {
      const shape = newShape();
      gather(document, schemas.get(operationId), shape, new Set());
      plan = planOf(shape);
      plans.set(operationId, plan);
    }
    if (plan !== undefined) spell(body, plan);
  };
}
