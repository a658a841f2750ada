/**
 * The body of a keyword list's create or update in the core (SPEC 19), as the server's
 * http/keyword-body.ts reads it: JSON up to KEYWORD_BODY_LIMIT_BYTES, or a multipart form read into
 * the same JSON body by the same reader.
 */
import { keywordBodyTooLarge } from '../contract/error-catalogue.ts';
import { KEYWORD_BODY_LIMIT_BYTES } from '../contract/keyword-list-catalogue.ts';
import { isMultipartForm, keywordFormBody } from '../http/keyword-form.ts';
import type { RequestHeaders } from '../http/tenancy.ts';
import type { Note } from './journal-note.ts';
import { parsedBody } from './core-parts.ts';
import type { ParsedBody } from './wire.ts';

const encoder = new TextEncoder();

export async function keywordParsedBody(
  headers: RequestHeaders,
  given: unknown,
  note: Note,
): Promise<ParsedBody> {
  const contentType = headers['content-type'];
  if (typeof given === 'string' && isMultipartForm(contentType)) {
    if (
      given.length * 3 > KEYWORD_BODY_LIMIT_BYTES &&
      encoder.encode(given).length > KEYWORD_BODY_LIMIT_BYTES
    )
      throw keywordBodyTooLarge();
    const body = await keywordFormBody(contentType as string, given);
    return { mediaType: 'application/json', body };
  }
  try {
    return parsedBody(headers, given, note, KEYWORD_BODY_LIMIT_BYTES);
  } catch (error) {
    throw (error as { type?: string }).type === 'entity.too.large' ? keywordBodyTooLarge() : error;
  }
}
