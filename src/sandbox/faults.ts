/**
 * Fault rules of an app: documented errors, network failures and latency injected into the answers
 * of matching requests, for as many `times` and with what `probability` the test asked.
 */
import type { ErrorCode, ErrorDetails } from '../contract/errors.ts';
import type { NetworkFailure } from '../contract/limits.ts';
import { type DocumentedError, OPERATION_IDS, type OperationId } from '../contract/operations.ts';
import { provokableError, provokableStatuses } from './contract/provokable-errors.ts';

export interface FaultRule {
  operationId?: OperationId;
  status?: number;
  code?: ErrorCode;
  probability?: number;
  times?: number;
  latencyMs?: number;
  /** A network failure instead of an answer, or spoiling it: reset, hang, emptyBody, truncatedBody, invalidJson. */
  failure?: NetworkFailure;
  /** How long a `hang` lasts before the connection is closed. */
  hangMs?: number;
  /** The `Retry-After` seconds of a 503. */
  retryAfter?: number;
}

export interface FaultRuleState extends FaultRule {
  hits: number;
}

export interface FaultHit {
  latencyMs: number;
  /** The error to answer with; undefined when only latency was injected. */
  error?: DocumentedError;
  /** The rule that ended the search (with a status or a failure), for its options. */
  rule?: FaultRule;
}

const answersWith = (rule: FaultRule, operationId: OperationId): DocumentedError | undefined =>
  rule.status === undefined ? undefined : provokableError(operationId, rule.status, rule.code);

/**
 * What the schema does not say: a rule does something (a status or a failure, a latency, or both),
 * not a status and a failure at once, its options belong to what it does, and its status (and code)
 * is one its operation can answer, or for a rule without an operation, some operation.
 */
export function checkFaultRules(rules: FaultRule[]): ErrorDetails | undefined {
  const details: ErrorDetails = {};
  rules.forEach((rule, i) => {
    if (
      rule.status === undefined &&
      rule.latencyMs === undefined &&
      rule.code === undefined &&
      !rule.failure
    ) {
      details[String(i)] = ['needs a status, a failure, a latencyMs, or a latency with one of the others'];
      return;
    }
    if (rule.failure !== undefined && (rule.status !== undefined || rule.code !== undefined)) {
      details[`${i}.failure`] = [
        'cannot be given with a status or code: a rule answers with one or the other',
      ];
      return;
    }
    if (rule.hangMs !== undefined && rule.failure !== 'hang') {
      details[`${i}.hangMs`] = ['is only for failure hang'];
      return;
    }
    if (rule.retryAfter !== undefined && rule.status !== 503) {
      details[`${i}.retryAfter`] = ['is only for status 503'];
      return;
    }
    if (rule.code !== undefined && rule.status === undefined) {
      details[`${i}.status`] = ['is required when code is given'];
      return;
    }
    if (rule.status === undefined) return;
    const operations = rule.operationId ? [rule.operationId] : OPERATION_IDS;
    if (operations.some((op) => answersWith(rule, op))) return;
    const what = rule.code === undefined ? String(rule.status) : `${rule.status} ${rule.code}`;
    details[rule.code === undefined ? `${i}.status` : `${i}.code`] = [
      rule.operationId
        ? `${rule.operationId} does not document ${what}; it documents ${provokableStatuses(rule.operationId).join(', ')}`
        : `no operation documents ${what}`,
    ];
  });
  return Object.keys(details).length > 0 ? details : undefined;
}

export class FaultSet {
  #rules: FaultRuleState[] = [];

  /** Installs rules already checked by checkFaultRules. */
  replace(rules: FaultRule[]): void {
    this.#rules = rules.map((rule) => ({ ...rule, hits: 0 }));
  }

  clear(): void {
    this.#rules = [];
  }

  list(): FaultRuleState[] {
    return this.#rules.map((rule) => ({ ...rule }));
  }

  /**
   * Applies the rules to one request of `operationId`, in order: each rule that matches and still has
   * `times` left draws against its probability; a hit adds its latency, and the first hit with a
   * status or a failure ends the search with it.
   */
  hit(operationId: OperationId, random: () => number): FaultHit {
    const result: FaultHit = { latencyMs: 0 };
    for (const rule of this.#rules) {
      if (rule.operationId !== undefined && rule.operationId !== operationId) continue;
      const error = answersWith(rule, operationId);
      if (rule.status !== undefined && !error) continue;
      if (rule.times !== undefined && rule.times <= 0) continue;
      if (rule.probability !== undefined && rule.probability < 1 && !(random() < rule.probability)) continue;
      rule.hits += 1;
      if (rule.times !== undefined) rule.times -= 1;
      result.latencyMs += rule.latencyMs ?? 0;
      if (error || rule.failure) {
        if (error) result.error = error;
        result.rule = rule;
        break;
      }
    }
    return result;
  }
}
