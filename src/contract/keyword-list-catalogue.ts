/**
 * The limits and values of keyword lists (SPEC 19), read by the contract's schemas, the body reader
 * and the domain alike, so each is written once.
 */

export const KEYWORD_CATEGORIES = ['word', 'pattern', 'sentence-similarity'] as const;
export type KeywordCategory = (typeof KEYWORD_CATEGORIES)[number];

/** The most lists an app holds (the reference's plan limit), fixtures included. */
export const KEYWORD_LISTS_MAX = 25;
/** The most lists one GET answers. */
export const KEYWORD_LIST_PAGE_MAX = 100;
export const KEYWORD_ID_MAX = 100;
export const KEYWORD_ID_PATTERN = '^[a-zA-Z0-9_-]+$';
export const KEYWORD_NAME_MAX = 100;
export const KEYWORD_DESCRIPTION_MAX = 255;
/** The longest term or sentence. */
export const KEYWORD_TERM_MAX = 500;
/** The most terms of a word list or sentences of a sentence list. */
export const KEYWORD_TERMS_MAX = 10_000;
/** The most terms of a pattern list: every one runs on every message a rule naming it sees. */
export const KEYWORD_PATTERNS_MAX = 100;
/** The largest CSV file taken (the reference's limit). */
export const KEYWORD_FILE_MAX_BYTES = 1024 * 1024;
/**
 * The largest body of a list's create or update, form or JSON: the file and the form's other fields
 * and boundaries (SPEC 19 overrides section 4's 64 KB for these two writes).
 */
export const KEYWORD_BODY_LIMIT_BYTES = KEYWORD_FILE_MAX_BYTES + 64 * 1024;
/** The operations whose body may be a multipart form. */
export const KEYWORD_WRITES: ReadonlySet<string> = new Set(['createKeywordList', 'updateKeywordList']);
