/**
 * A message request body as the domain reads it: the bot's (sendBotMessage) and a user's (sendMessage)
 * bodies of the contract both fit this shape, which the compiler checks where they are passed in. The
 * validator has checked the body's structure; the rules read nested values defensively where the
 * contract leaves an object free (a message's `data`).
 */
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
  /** A user's message only: the thread it replies in (SPEC 15). */
  parentMessageId?: string | number;
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
