/**
 * A request as the core receives it, read the way the server reads one off the wire: the target split
 * into host, path and query as Express splits it (the path as sent, never normalised), the query
 * parsed as the server's simple parser parses it, and the body parsed with body-parser's rules and
 * refusals, so the error handler's mapping answers both alike.
 */
import { BODY_LIMIT_BYTES } from '../contract/limits.ts';
import type { RequestHeaders } from '../http/tenancy.ts';

export interface Target {
  /** The host of an absolute URL (`https://{appId}.api-{region}.cometchat.io/v3/…`), if one was given. */
  host: string | undefined;
  path: string;
  /** The query string as sent, without its `?`; empty when there is none. */
  rawQuery: string;
}

/** Splits `url` (a path, or an absolute URL as a fetch sees it) without decoding or normalising it. */
export function targetOf(url: string): Target {
  let start = 0;
  let host: string | undefined;
  if (!url.startsWith('/')) {
    const scheme = url.indexOf('://');
    const authority = scheme < 0 ? 0 : scheme + 3;
    const slash = url.indexOf('/', authority);
    const end = slash < 0 ? url.length : slash;
    host = url.slice(authority, end).replace(/^[^@]*@/, '') || undefined;
    start = end;
  }
  const hash = url.indexOf('#', start);
  const rest = hash < 0 ? url.slice(start) : url.slice(start, hash);
  const mark = rest.indexOf('?');
  return {
    host,
    path: (mark < 0 ? rest : rest.slice(0, mark)) || '/',
    rawQuery: mark < 0 ? '' : rest.slice(mark + 1),
  };
}

/** Headers as a caller may hold them: a plain record, or a fetch `Headers`. */
export type HeadersLike =
  | Record<string, string | string[] | number | undefined>
  | { forEach(callback: (value: string, name: string) => void): void };

/**
 * The headers with their names in lower case, as Node gives them to the server; a number becomes
 * its text, anything else that is not text is left out.
 */
export function lowerCased(headers: HeadersLike | undefined): Record<string, string | string[] | undefined> {
  const out: Record<string, string | string[] | undefined> = Object.create(null);
  const add = (value: unknown, name: string): void => {
    if (typeof value === 'number') value = String(value);
    if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string')))
      out[name.toLowerCase()] = value as string | string[];
  };
  if (headers === null || typeof headers !== 'object') return out;
  if (typeof headers.forEach === 'function') headers.forEach(add);
  else for (const [name, value] of Object.entries(headers)) add(value, name);
  return out;
}

/**
 * The query as the server's parser makes it: decoded names and values, `+` as a space, a name sent
 * twice a list. Built on an object without a prototype, so a name such as `__proto__` stays a name.
 */
export function queryOf(rawQuery: string): Record<string, unknown> {
  const query: Record<string, string | string[]> = Object.create(null);
  if (rawQuery === '') return query;
  for (const [name, value] of new URLSearchParams(rawQuery)) {
    const known = query[name];
    query[name] = known === undefined ? value : Array.isArray(known) ? [...known, value] : [known, value];
  }
  return { ...query };
}

/** A body-parser refusal, in the shape the error handler maps (`type`, and the text it failed on). */
const bodyRefusal = (type: string, status: number, body?: string) =>
  Object.assign(new Error(type), { type, status, body });

export interface ParsedBody {
  /** The media type in lower case, without parameters; undefined when none was sent. */
  mediaType: string | undefined;
  body: unknown;
}

const encoder = new TextEncoder();

/**
 * The body as the server's JSON parser leaves it: parsed when it is JSON, left out when it is of
 * another type (the request check then refuses it by its media type), refused when it is too large,
 * in another charset, or not a JSON object or list. An object given instead of text is taken as a
 * JSON body, through a JSON round trip so the state never holds the caller's objects.
 */
export function parseBody(headers: RequestHeaders, given: unknown, limit = BODY_LIMIT_BYTES): ParsedBody {
  const contentType = headers['content-type'];
  const header = typeof contentType === 'string' ? contentType : undefined;
  const [type, ...parameters] = (header ?? '').split(';');
  let mediaType = type!.trim().toLowerCase() || undefined;
  if (given === undefined || given === null) return { mediaType, body: undefined };
  let text: string;
  if (typeof given === 'string') text = given;
  else {
    mediaType ??= 'application/json';
    try {
      text = JSON.stringify(given);
    } catch {
      throw bodyRefusal('entity.parse.failed', 400);
    }
  }
  if (mediaType !== 'application/json') return { mediaType, body: undefined };
  // Counted in bytes only when it could be too large: most bodies are far below the limit.
  if (text.length * 3 > limit && encoder.encode(text).length > limit)
    throw bodyRefusal('entity.too.large', 413);
  const charset = parameters
    .map((p) => p.trim().toLowerCase())
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/^"|"$/g, '');
  if (charset !== undefined && !charset.startsWith('utf-')) throw bodyRefusal('charset.unsupported', 415);
  // body-parser drops a byte order mark as it decodes.
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // body-parser's strict mode: an empty body is an empty object, and only an object or a list is taken.
  if (text.length === 0) return { mediaType, body: {} };
  const first = text.trimStart().charAt(0);
  if (first !== '{' && first !== '[') throw bodyRefusal('entity.parse.failed', 400, text);
  try {
    return { mediaType, body: JSON.parse(text) as unknown };
  } catch {
    throw bodyRefusal('entity.parse.failed', 400, text);
  }
}
