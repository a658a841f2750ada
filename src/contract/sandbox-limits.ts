/**
 * Limits of the sandbox control API. The admin document and the server import the same constants.
 */
export const SANDBOX_PREFIX = '/__sandbox';

/** Requests kept per app in the journal unless `--journal-size` says otherwise. */
export const JOURNAL_SIZE_DEFAULT = 1000;
/** Bounds `--journal-size` and the `limit` of a journal read, so memory stays bounded per app. */
export const JOURNAL_SIZE_MAX = 100_000;
/** A request body is journaled whole up to this many characters of its JSON text, else truncated. */
export const JOURNAL_BODY_MAX_CHARS = 4096;

export const FAULT_RULES_MAX = 100;

/** A state import carries a whole app; its body may be far larger than an API request's. */
export const STATE_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

/** Timestamps are 10-digit epoch seconds (SPEC 5), so the clock stays below this. */
export const CLOCK_MAX = 9_999_999_999;
