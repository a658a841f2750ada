/**
 * The bot message request body (seed 2.10) as the domain reads it. The contract validator has
 * already checked its structure; the domain still reads every nested value defensively, so that a
 * gap in the contract turns into a 400 rather than a crash.
 */
import { bodyNotObject, messageBodyInvalid } from '../contract/error-catalogue.ts';
import type { ErrorDetails } from '../contract/errors.ts';
import type { ReceiverType } from '../contract/limits.ts';
import type { Json, JsonObject } from '../store/state.ts';

export interface MultipleReceivers {
  uids?: string[];
  guids?: string[];
}

export interface BotMessageBody {
  receiver?: string;
  receiverType?: ReceiverType;
  muid?: string;
  category?: 'message' | 'interactive' | 'custom';
  type?: string;
  data?: JsonObject;
  multipleReceivers?: MultipleReceivers;
  tags?: string[];
  quotedMessageId?: string;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: Json | undefined): Json[] {
  return Array.isArray(value) ? value : [];
}

/** Copies the listed fields that are present, so a stored record holds only the message's own data. */
export function pick(source: JsonObject, keys: readonly string[]): JsonObject {
  const out: JsonObject = {};
  for (const key of keys) {
    if (Object.hasOwn(source, key) && source[key] !== undefined) out[key] = source[key] as Json;
  }
  return out;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const STRING_FIELDS = ['receiver', 'receiverType', 'muid', 'category', 'type', 'quotedMessageId'] as const;

/** Checks the JSON types of the top-level fields, so the rules can rely on them. */
export function readBotMessageBody(raw: unknown): BotMessageBody {
  if (!isObject(raw)) {
    throw bodyNotObject();
  }
  const details: ErrorDetails = {};
  for (const key of STRING_FIELDS) {
    if (raw[key] !== undefined && typeof raw[key] !== 'string') details[key] = ['must be a string'];
  }
  if (raw['data'] !== undefined && !isObject(raw['data'])) details['data'] = ['must be an object'];
  if (raw['tags'] !== undefined && !isStringArray(raw['tags']))
    details['tags'] = ['must be an array of strings'];
  const multiple = raw['multipleReceivers'];
  if (multiple !== undefined) {
    if (!isObject(multiple)) details['multipleReceivers'] = ['must be an object'];
    else {
      for (const key of ['uids', 'guids']) {
        if (multiple[key] !== undefined && !isStringArray(multiple[key])) {
          details[`multipleReceivers.${key}`] = ['must be an array of strings'];
        }
      }
    }
  }
  if (Object.keys(details).length > 0) {
    throw messageBodyInvalid(details);
  }
  return raw as BotMessageBody;
}
