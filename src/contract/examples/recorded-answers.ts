/**
 * The documented answers of the example sets (example-sets/), recorded by `npm run build:openapi`
 * from a replay against a fresh sandbox with its clock frozen. They are data, not code: generated
 * into `openapi/chat-v3.example-answers.json` beside the document they are part of, shipped with it.
 * Imported as a JSON module rather than read from a file, so the document builders reach no file
 * system and the core's import graph stays browser-safe (SPEC 21); the builds bake the documents.
 */
import answers from '../../../openapi/chat-v3.example-answers.json' with { type: 'json' };
import type { OperationId } from '../operations.ts';

export interface RecordedAnswer {
  status: number;
  body: unknown;
}

export type RecordedAnswers = Partial<Record<OperationId, Record<string, RecordedAnswer>>>;

/** Relative to the package's directory. */
export const RECORDED_ANSWERS_FILE = 'openapi/chat-v3.example-answers.json';

/** The committed recording. */
export function recordedAnswers(): RecordedAnswers {
  return answers as RecordedAnswers;
}
