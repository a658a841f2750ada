/**
 * A keyword list's multipart form read into the body its JSON form has (SPEC 19), by the server and
 * the in-process core alike: the platform's own `Response.formData()` (WHATWG fetch, in Node 20 and
 * in browsers) parses the form, so both transports read a form the same way and refuse the same
 * forms. The body then passes the one JSON check, as any JSON body of these writes does.
 */
import { formUnreadable, keywordFileTooLarge } from '../contract/error-catalogue.ts';
import { KEYWORD_FILE_MAX_BYTES } from '../contract/keyword-list-catalogue.ts';

/** The fields a client may send more than once: each sending adds terms. */
const REPEATABLE = new Set(['searchTerms', 'disallowedSentences']);

/** Whether `contentType` names a multipart form (parameters aside, any case). */
export const isMultipartForm = (contentType: unknown): boolean =>
  typeof contentType === 'string' && /^\s*multipart\/form-data\s*(;|$)/i.test(contentType);

/**
 * The form's fields as a JSON body: each field its text (a repeatable one sent twice, a list), the
 * `file` part's text as `file`. A form that does not parse, a field other than the repeatable ones
 * sent twice, or a file part that is not one → 400; a file over the limit → 413.
 */
export async function keywordFormBody(
  contentType: string,
  bytes: Uint8Array<ArrayBuffer> | string,
): Promise<Record<string, unknown>> {
  if (!/;\s*boundary=/i.test(contentType)) throw formUnreadable('the content type names no boundary');
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    throw formUnreadable(String((error as Error).message || 'it is malformed').replace(/\.$/, ''));
  }
  const body: Record<string, unknown> = Object.create(null);
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    if (values.length > 1 && !REPEATABLE.has(name)) throw formUnreadable(`the field ${name} is sent twice`);
    if (name === 'file') {
      const file = values[0]!;
      if (typeof file === 'string') throw formUnreadable('the field file is not a file');
      if (file.size > KEYWORD_FILE_MAX_BYTES) throw keywordFileTooLarge();
      body[name] = await file.text();
      continue;
    }
    if (values.some((v) => typeof v !== 'string')) throw formUnreadable(`the field ${name} is a file`);
    body[name] = values.length > 1 ? values : values[0];
  }
  return { ...body };
}
