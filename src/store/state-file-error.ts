import type { ErrorDetails } from '../contract/errors.ts';

/** A data file that cannot be used as it is; it is left untouched for the user to inspect. */
export class StateFileError extends Error {
  readonly file: string;
  readonly details: ErrorDetails | undefined;
  /** The answer a request to this app gets: the server's fault, not the client's. */
  readonly status = 500;

  constructor(file: string, problem: string, options: { details?: ErrorDetails; cause?: unknown } = {}) {
    super(`State file ${file} ${problem}`, { cause: options.cause });
    this.name = 'StateFileError';
    this.file = file;
    this.details = options.details;
  }
}
