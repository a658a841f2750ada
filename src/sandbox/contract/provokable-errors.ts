/**
 * The errors a `Prefer: code=<status>` header or a fault rule can provoke on each operation: exactly
 * those the chat contract documents for it (500 ERR_EXCEPTION included), so every provoked answer is
 * one the contract describes.
 */
import type { ErrorCode } from '../../contract/errors.ts';
import {
  type DocumentedError,
  OPERATION_IDS,
  type OperationId,
  documentedErrors,
} from '../../contract/operations.ts';

export const provokableErrors = (operationId: OperationId): DocumentedError[] =>
  documentedErrors(operationId);

/** The first provokable error of that status (and code, when given), in the contract's order. */
export function provokableError(
  operationId: OperationId,
  status: number,
  code?: ErrorCode,
): DocumentedError | undefined {
  return provokableErrors(operationId).find(
    (e) => e.status === status && (code === undefined || e.code === code),
  );
}

export function provokableStatuses(operationId: OperationId): number[] {
  return [...new Set(provokableErrors(operationId).map((e) => e.status))].sort((a, b) => a - b);
}

const everyOperation = OPERATION_IDS.flatMap(provokableErrors);

/** Statuses some operation can be made to answer; the enum of a fault rule's `status`. */
export const PROVOKABLE_STATUSES: readonly number[] = [...new Set(everyOperation.map((e) => e.status))].sort(
  (a, b) => a - b,
);

/** Codes some operation can be made to answer; the enum of a fault rule's `code`. */
export const PROVOKABLE_CODES: readonly ErrorCode[] = [...new Set(everyOperation.map((e) => e.code))];
