/** The catalogue's errors of roles, their permissions and restricted features (SPEC 18). */
import { ApiError, type ErrorDetails } from './errors.ts';

export const roleNotFound = (role: string): ApiError =>
  new ApiError('ERR_ROLE_NOT_FOUND', `The role ${role} does not exist.`);

export const roleAlreadyExists = (role: string): ApiError =>
  new ApiError('ERR_ROLE_ALREADY_EXISTS', `A role ${role} already exists.`);

export const roleDeleteDenied = (role: string): ApiError =>
  new ApiError('ERR_ROLE_DELETE_DENIED', `The role ${role} cannot be deleted.`);

/** Every user keeps an existing role, so a role some user holds stays. */
export const roleDeleteFailed = (role: string, holders: number): ApiError =>
  new ApiError(
    'ERR_ROLE_DELETE_FAILED',
    `The role ${role} cannot be deleted: ${holders} ${holders === 1 ? 'user holds' : 'users hold'} it.`,
  );

/** A permission key outside the catalogue, or a value outside its available values. */
export const permissionNotSet = (key: string, problem: string): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The permission ${key} ${problem}.`, { details: { [key]: [problem] } });

/** A feature key outside the feature table. */
export const featureUnknown = (field: string, keys: string[]): ApiError => {
  const details: ErrorDetails = { [field]: keys.map((key) => `${key} is not a feature`) };
  return new ApiError('ERR_BAD_REQUEST', `Unknown features: ${keys.join(', ')}.`, { details });
};

/** The acting user's role, restricted features or scope permissions deny the action. */
export const permissionDenied = (uid: string, what: string): ApiError =>
  new ApiError('ERR_PERMISSION_DENIED', `The user with uid ${uid} is not permitted to ${what}.`);
