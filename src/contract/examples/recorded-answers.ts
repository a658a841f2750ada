/**
 * The documented answers of the example sets (example-sets/), recorded by `npm run build:openapi`
 * from a replay against a fresh sandbox with its clock frozen. They are data, not code: generated
 * into `openapi/chat-v3.example-answers.json` beside the document they are part of, shipped with it,
 * and read once, the first time a document is built.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OperationId } from '../operations.ts';
import { PACKAGE_ROOT } from '../package-files.ts';

export interface RecordedAnswer {
  status: number;
  body: unknown;
}

export type RecordedAnswers = Partial<Record<OperationId, Record<string, RecordedAnswer>>>;

/** Relative to the package's directory. */
export const RECORDED_ANSWERS_FILE = 'openapi/chat-v3.example-answers.json';

let recorded: RecordedAnswers | undefined;

/** The committed recording. */
export function recordedAnswers(): RecordedAnswers {
  recorded ??= JSON.parse(readFileSync(join(PACKAGE_ROOT, RECORDED_ANSWERS_FILE), 'utf8')) as RecordedAnswers;
  return recorded;
}
