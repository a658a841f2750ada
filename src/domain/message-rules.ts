/**
 * The content rules of a bot message of category message or custom, and the limits every category
 * shares (metadata size, tag count). Each function either throws or returns the data to store.
 */
import {
  attachmentsMissing,
  emptyCustomData,
  emptyMessageText,
  invalidAttachments,
  messageTooLarge,
} from '../contract/error-catalogue.ts';
import type { ErrorDetails } from '../contract/errors.ts';
import { METADATA_MAX_BYTES, TAGS_MAX } from '../contract/limits.ts';
import type { Json, JsonObject } from '../store/state.ts';
import { asArray, isObject, pick } from './message-body.ts';
import type { BotMessageBody } from './message-body.ts';
import { jsonBytes } from './json-size.ts';

const MEDIA_TYPES: ReadonlySet<string> = new Set(['image', 'file', 'audio', 'video']);
const SIZE_PATTERN = /^\d{1,15}$/;

/** Limits the validator cannot express in a schema (a byte size of serialized JSON) or may not. */
export function checkSharedLimits(body: BotMessageBody): void {
  const details: ErrorDetails = {};
  if (body.tags !== undefined && body.tags.length > TAGS_MAX) {
    details['tags'] = [`must have at most ${TAGS_MAX} items`];
  }
  const metadata = isObject(body.data) ? body.data['metadata'] : undefined;
  if (metadata !== undefined && jsonBytes(metadata) > METADATA_MAX_BYTES) {
    details['data.metadata'] = [`must be at most ${METADATA_MAX_BYTES} bytes as JSON`];
  }
  if (Object.keys(details).length > 0) {
    throw messageTooLarge(details);
  }
}

/** Attachment sizes arrive as numeric strings and are stored as integers. */
function storedAttachments(attachments: Json[], details: ErrorDetails): Json[] {
  return attachments.map((item, index) => {
    if (!isObject(item)) {
      details[`data.attachments.${index}`] = ['must be an object'];
      return item;
    }
    const size = item['size'];
    if (size === undefined) return item;
    const text = typeof size === 'number' ? String(size) : size;
    if (typeof text !== 'string' || !SIZE_PATTERN.test(text)) {
      details[`data.attachments.${index}.size`] = ['must be a whole number of bytes'];
      return item;
    }
    return { ...item, size: Number(text) };
  });
}

/** Category message: returns the type (text when absent) and the data to store. */
export function messageContent(body: BotMessageBody): { type: string; data: JsonObject } {
  const type = body.type ?? 'text';
  const data = isObject(body.data) ? body.data : {};
  if (type === 'text') {
    const text = data['text'];
    if (typeof text !== 'string' || text.trim() === '') {
      throw emptyMessageText();
    }
  }
  const attachments = asArray(data['attachments']);
  if (MEDIA_TYPES.has(type) && attachments.length === 0) {
    throw attachmentsMissing(type);
  }
  const stored = pick(data, ['text', 'metadata', 'attachments']);
  if (Array.isArray(data['attachments'])) {
    const details: ErrorDetails = {};
    stored['attachments'] = storedAttachments(attachments, details);
    if (Object.keys(details).length > 0) throw invalidAttachments(details);
  }
  return { type, data: stored };
}

/** Category custom: the type is the sender's own; `data.customData` must be an object. */
export function customContent(body: BotMessageBody): { type: string; data: JsonObject } {
  const data = isObject(body.data) ? body.data : {};
  if (!isObject(data['customData'])) {
    throw emptyCustomData();
  }
  return { type: body.type ?? 'custom', data: pick(data, ['customData', 'metadata']) };
}
