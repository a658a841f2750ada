/**
 * The pieces snapshot-schema.ts builds the records' schemas from, with the contract's limits where a
 * stored field has one.
 */
import { GUID_MAX, TAG_MAX, TAGS_MAX, UID_MAX } from '../contract/limits.ts';

/** Bounds the work and memory a hostile snapshot can cause; far above what a sandbox app holds. */
export const COLLECTION_MAX = 1_000_000;

export const str = { type: 'string' };
export const nonEmpty = { type: 'string', minLength: 1 };
export const bool = { type: 'boolean' };
export const int = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER };
export const object = { type: 'object' };
export const uid = { type: 'string', minLength: 1, maxLength: UID_MAX };
/** Stored GUIDs are lowercased on creation, so an uppercase one could never be found again. */
export const guid = { type: 'string', minLength: 1, maxLength: GUID_MAX, pattern: '^[a-z0-9-]+$' };
/** Ids stay within what a JavaScript number counts exactly, as the counters do. */
export const decimalId = { type: 'string', pattern: '^[1-9][0-9]{0,15}$' };
export const strings = (item: object = str, maxItems = COLLECTION_MAX) => ({
  type: 'array',
  maxItems,
  items: item,
});

export const record = (properties: Record<string, object>, optional: string[] = []) => {
  const required = Object.keys(properties).filter((key) => !optional.includes(key));
  // OpenAPI 3.0 forbids an empty `required`: a record whose fields are all optional (contact details) has none.
  return {
    type: 'object',
    additionalProperties: false,
    ...(required.length > 0 ? { required } : {}),
    properties,
  };
};
export const collection = (item: object) => ({ type: 'array', maxItems: COLLECTION_MAX, items: item });
export const tagList = strings({ type: 'string', maxLength: TAG_MAX }, TAGS_MAX);

/** A five-minute bucket of the message metrics (metric-records.ts). */
export const metricBucket = record({
  startTime: { ...int, multipleOf: 300 },
  messagesSent: int,
  readReceipts: int,
  deliveryReceipts: int,
});
