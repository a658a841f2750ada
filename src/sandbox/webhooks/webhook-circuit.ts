/**
 * A circuit per receiver URL (docs/decisions/webhooks-circuit.md). After `threshold` calls in a row
 * got no answer at all (refused, reset, unreachable, timed out), the URL is not called for `probeMs`;
 * the first attempt due after that is made as a probe, alone, and any answer closes the circuit again.
 * A receiver that answers, even 500, is there and keeps being called: only a missing receiver is
 * skipped, since that is what costs the API (a refused call and its error for every attempt).
 */

/**
 * The defaults: one delivery's worth of unanswered calls (its 5 attempts) opens the circuit, and a
 * probe every 2 s finds a receiver soon after it starts, at the cost of one refused call per 2 s.
 */
export const CIRCUIT_THRESHOLD = 5;
export const CIRCUIT_PROBE_MS = 2000;

export interface CircuitOptions {
  /** Calls in a row without an answer that open the circuit. */
  threshold: number;
  /** How long an open circuit waits before it lets a probe through. */
  probeMs: number;
  /** Monotonic milliseconds. */
  now: () => number;
}

/** What to do with an attempt that is due: call, call as the probe, or skip it (and why). */
export type Admission = { call: 'call' | 'probe' } | { skip: string };

/** The two answers that carry nothing of their own, made once (every call of a send asks). */
const CALL: Admission = Object.freeze({ call: 'call' });
const PROBE: Admission = Object.freeze({ call: 'probe' });

interface Circuit {
  /** Calls in a row without an answer. */
  failures: number;
  /** The last of those calls' errors: what the journal says a skipped attempt was skipped for. */
  cause: string;
  /** When an open circuit lets a probe through; undefined while fewer than `threshold` failed. */
  probeAt?: number;
  probing: boolean;
}

export class Circuits {
  readonly #options: CircuitOptions;
  /** Only URLs whose last call got no answer: a receiver that answers has no entry. */
  readonly #circuits = new Map<string, Circuit>();

  constructor(options: CircuitOptions) {
    this.#options = options;
  }

  admit(url: string): Admission {
    const circuit = this.#circuits.get(url);
    if (circuit?.probeAt === undefined) return CALL;
    if (!circuit.probing && this.#options.now() >= circuit.probeAt) {
      circuit.probing = true;
      return PROBE;
    }
    const waiting = circuit.probing ? 'a probe is out' : `next probe in ${this.#until(circuit)} ms`;
    return {
      skip: `circuit open: ${circuit.cause} (${circuit.failures} calls in a row unanswered; not called, ${waiting})`,
    };
  }

  /** A call ended: `error` without `status` means no answer. */
  record(url: string, probe: boolean, status: number | undefined, error: string | undefined): void {
    if (status !== undefined || error === undefined) {
      this.#circuits.delete(url);
      return;
    }
    const circuit = this.#circuits.get(url) ?? { failures: 0, cause: error, probing: false };
    circuit.failures += 1;
    circuit.cause = error;
    if (probe) circuit.probing = false;
    // Calls that were out when the circuit opened may end after it: they do not move the probe.
    if (circuit.failures >= this.#options.threshold && (probe || circuit.probeAt === undefined)) {
      circuit.probeAt = this.#options.now() + this.#options.probeMs;
    }
    this.#circuits.set(url, circuit);
  }

  /** A probe ended without a result (its delivery was stopped): the next due attempt probes instead. */
  abandon(url: string): void {
    const circuit = this.#circuits.get(url);
    if (circuit) circuit.probing = false;
  }

  /** Whether calls to `url` are being skipped, and why, for a delivery dropped meanwhile. */
  openCause(url: string): string | undefined {
    const circuit = this.#circuits.get(url);
    return circuit?.probeAt === undefined ? undefined : circuit.cause;
  }

  clear(): void {
    this.#circuits.clear();
  }

  #until(circuit: Circuit): number {
    return Math.max(0, Math.ceil((circuit.probeAt ?? 0) - this.#options.now()));
  }
}
