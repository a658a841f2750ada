/** The catalogue's errors of flag reasons and of flagging a message (SPEC 19). */
import { ApiError } from './errors.ts';

export const reasonNotFound = (id: string): ApiError =>
  new ApiError('ERR_REASON_NOT_FOUND', `The reason with id ${id} does not exist.`);

export const reasonAlreadyExists = (id: string): ApiError =>
  new ApiError('ERR_REASON_ALREADY_EXISTS', `A reason with id ${id} already exists.`);

/** A flag naming no reason of the app: the body is wrong, not the path (SPEC 19: 400, `details.id`). */
export const flagReasonUnknown = (id: string): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The reason with id ${id} does not exist.`, {
    details: { id: [`is not a reason of the app`] },
  });
