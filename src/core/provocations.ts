/**
 * `Prefer` and fault rules in process (SPEC 21): the server's decision (sandbox/simulate.ts
 * provocationOf), acted out on what handle() hands back rather than on a socket. A reset or a hang
 * runs no operation and comes back as the failure for the caller to act out (msw answers a network
 * error; a hang waits for the client's abort or its bound); a spoilt body is the answer cut as the
 * server cuts it.
 */
import type { NetworkFailure } from '../contract/limits.ts';

/** An answer of handle(); `failure` says what the network does to it instead, or to its body. */
export interface ProvokedResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** A network failure to act out: `reset` and `hang` mean no answer at all (status 0, no body). */
  failure?: NetworkFailure;
  /** How long a `hang` holds the request before the connection is closed. */
  hangMs?: number;
}

/** No answer: the operation did not run, and the caller acts the failure out. */
export const unanswered = (failure: 'reset' | 'hang', hangMs: number): ProvokedResponse =>
  failure === 'hang'
    ? { status: 0, headers: {}, body: '', failure, hangMs }
    : { status: 0, headers: {}, body: '', failure };

/**
 * The answer as `failure` spoils it, as the server's spoilAnswer does on the wire: `emptyBody` a 200
 * with nothing, `invalidJson` half the text (or `{`), `truncatedBody` half the text, which the caller
 * delivers as a body whose connection breaks before the rest.
 */
export function spoiled(answer: ProvokedResponse, failure: NetworkFailure | undefined): ProvokedResponse {
  if (failure === undefined || failure === 'reset' || failure === 'hang') return answer;
  if (failure === 'emptyBody') return { ...answer, status: 200, body: '', failure };
  const bytes = new TextEncoder().encode(answer.body);
  const half = new TextDecoder().decode(bytes.subarray(0, Math.floor(bytes.length / 2)));
  if (failure === 'invalidJson') return { ...answer, body: half === '' ? '{' : half, failure };
  return { ...answer, body: half, failure };
}
