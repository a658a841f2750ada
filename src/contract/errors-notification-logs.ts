/** The refusals of GET /notifications/v1/logs beyond what its parameters' schemas say (SPEC 20). */
import { ApiError } from './errors.ts';

/** A number filter past what JSON keeps exactly (1e309 is coerced to Infinity before any schema sees it). */
export const logFilterOutOfRange = (name: string): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The ${name} must be an integer from 0 to ${Number.MAX_SAFE_INTEGER}.`, {
    details: { [name]: [`must be an integer from 0 to ${Number.MAX_SAFE_INTEGER}`] },
  });
