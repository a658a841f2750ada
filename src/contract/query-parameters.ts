/** Building blocks of query parameters: value schemas and the parameter object, as the reads use them. */
import type { ParameterObject, SchemaObject } from 'openapi3-ts/oas30';
import { FILTER_VALUE_MAX, TAG_MAX } from './limits.ts';

export const text = (max = FILTER_VALUE_MAX): SchemaObject => ({
  type: 'string',
  minLength: 1,
  maxLength: max,
});
export const flag = (): SchemaObject => ({ type: 'boolean' });
export const time = (): SchemaObject => ({ type: 'integer', format: 'int64', minimum: 0 });
export const list = (items: SchemaObject = text(TAG_MAX)): SchemaObject => ({
  type: 'array',
  items,
  maxItems: 100,
});
export const oneOf = (values: readonly string[]): SchemaObject => ({ type: 'string', enum: [...values] });

export function q(
  name: string,
  schema: SchemaObject,
  description: string,
  example?: unknown,
): ParameterObject {
  const parameter: ParameterObject = { name, in: 'query', description, schema };
  // Lists go comma-separated (`tags=a,b`), as the real service reads them.
  if (schema.type === 'array') Object.assign(parameter, { style: 'form', explode: false });
  if (example !== undefined) parameter.example = example;
  return parameter;
}

/** `createdAt[from]`-style bounds on a timestamp field. */
export const range = (field: string, what: string): Record<string, ParameterObject> => ({
  [`${field}From`]: q(`${field}[from]`, time(), `Only ${what} at or after this time (epoch seconds).`),
  [`${field}To`]: q(`${field}[to]`, time(), `Only ${what} at or before this time (epoch seconds).`),
});
