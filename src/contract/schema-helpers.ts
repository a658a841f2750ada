/**
 * Small builders for the schemas of the document. OpenAPI 3.0 ignores siblings of `$ref`, so
 * descriptions live on the referenced component, never next to a reference.
 */
import type { ReferenceObject, SchemaObject } from 'openapi3-ts/oas30';
import { UID_MAX } from './limits.ts';

export type Schema = SchemaObject | ReferenceObject;
export type Properties = Record<string, Schema>;

export const ref = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });

/**
 * An object that accepts only the listed properties, so that a misspelt field is reported instead
 * of silently ignored.
 */
export function closed(
  description: string,
  properties: Properties,
  required: string[] = [],
  extra: Partial<SchemaObject> = {},
): SchemaObject {
  return {
    type: 'object',
    description,
    ...(required.length > 0 ? { required } : {}),
    properties,
    additionalProperties: false,
    ...extra,
  };
}

/** An object whose content the API leaves to the client (metadata, customData, headers, payload). */
export const freeObject = (description: string): SchemaObject => ({
  type: 'object',
  description,
  additionalProperties: true,
});

export const str = (description: string, limits: Partial<SchemaObject> = {}): SchemaObject => ({
  type: 'string',
  description,
  ...limits,
});

export const oneOfStrings = (values: readonly string[], description: string): SchemaObject => ({
  type: 'string',
  description,
  enum: [...values],
});

/** A discriminator value: required by its branch and limited to one value. */
export const tag = (value: string, description: string): SchemaObject => ({
  type: 'string',
  description,
  enum: [value],
});

/** A user or a group embedded in a message: the receiver of a message or a call. */
export const receiverEntity = (description: string): SchemaObject => ({
  description,
  oneOf: [ref('UserEntity'), ref('GroupEntity')],
});

export const bool = (description: string): SchemaObject => ({ type: 'boolean', description });

export const int = (description: string, limits: Partial<SchemaObject> = {}): SchemaObject => ({
  type: 'integer',
  description,
  ...limits,
});

/** Timestamps are epoch seconds. */
export const timestamp = (description: string): SchemaObject => ({
  type: 'integer',
  format: 'int64',
  minimum: 0,
  description,
});

export const uid = (description: string): SchemaObject =>
  str(description, { minLength: 1, maxLength: UID_MAX });

export const arrayOf = (
  items: Schema,
  description: string,
  limits: Partial<SchemaObject> = {},
): SchemaObject => ({
  type: 'array',
  description,
  items,
  ...limits,
});

/** A `oneOf` whose branches each fix `propertyName` to one value; `mapping` is value → schema name. */
export function discriminated(
  description: string,
  propertyName: string,
  mapping: Record<string, string>,
  extra: Partial<SchemaObject> = {},
): SchemaObject {
  const names = Object.values(mapping);
  return {
    description,
    ...extra,
    oneOf: names.map(ref),
    discriminator: {
      propertyName,
      mapping: Object.fromEntries(Object.entries(mapping).map(([value, name]) => [value, ref(name).$ref])),
    },
  };
}
