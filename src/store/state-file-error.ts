import type { ErrorDetails, ExplainedFault } from '../contract/errors.ts';

/** A data file that cannot be used as it is; it is left untouched for the user to inspect. */
export class StateFileError extends Error implements ExplainedFault {
  readonly file: string;
  readonly details: ErrorDetails | undefined;
  /** The answer a request to this app gets: the server's fault, not the client's, explained. */
  readonly status = 500;
  readonly publicMessage: string;

  constructor(file: string, problem: string, options: { details?: ErrorDetails; cause?: unknown } = {}) {
    super(`State file ${file} ${problem}`, { cause: options.cause });
    this.name = 'StateFileError';
    this.file = file;
    this.details = options.details;
    this.publicMessage = `The sandbox cannot load this app: ${this.message}`;
  }
}
