/** The errors of marking an interactive message interacted (SPEC 17). */
import { ApiError, type ErrorDetails } from './errors.ts';

/** Only interactive messages have elements to interact with. */
export const notInteractive = (id: string): ApiError =>
  new ApiError('ERR_INVALID_MESSAGE_DATA', `The message with id ${id} is not an interactive message.`, {
    details: { id: ['must name a message of category interactive'] },
  });

/** Element ids the message does not have (field → problems). */
export const notElementsOf = (id: string, details: ErrorDetails): ApiError =>
  new ApiError('ERR_INVALID_MESSAGE_DATA', `The interactions name no element of the message with id ${id}.`, {
    details,
  });

/** The sender of a message that does not allow sender interaction. */
export const senderInteractionNotAllowed = (uid: string, id: string): ApiError =>
  new ApiError(
    'ERR_PERMISSION_DENIED',
    `The user with UID ${uid} sent the message with id ${id}, which does not allow its sender to interact.`,
  );
