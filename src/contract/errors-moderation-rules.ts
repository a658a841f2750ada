/** The catalogue's errors of moderation rules (SPEC 19). */
import { ApiError } from './errors.ts';

export const ruleNotFound = (id: string): ApiError =>
  new ApiError('ERR_RULE_NOT_FOUND', `The rule with id ${id} does not exist.`);

export const ruleAlreadyExists = (id: string): ApiError =>
  new ApiError('ERR_RULE_ALREADY_EXISTS', `A rule with id ${id} already exists.`);

/** The plan's count of rules an app may add besides the ones it came with. */
export const ruleQuotaReached = (max: number): ApiError =>
  new ApiError('ERR_PLAN_QUOTA_RESTRICTION', `The plan allows at most ${max} moderation rules of your own.`);

/** A pattern term the engine will not run (greedy, unsafe, or not a regular expression). */
export const rulePatternRefused = (field: string, term: string, problem: string): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The pattern ${JSON.stringify(term)} is refused: ${problem}.`, {
    details: { [field]: [`${JSON.stringify(term)}: ${problem}`] },
  });
