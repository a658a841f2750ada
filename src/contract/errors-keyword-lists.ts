/** The catalogue's errors of keyword lists and the bodies that carry them (SPEC 19). */
import { ApiError } from './errors.ts';
import {
  KEYWORD_BODY_LIMIT_BYTES,
  KEYWORD_FILE_MAX_BYTES,
  KEYWORD_LISTS_MAX,
} from './keyword-list-catalogue.ts';

export const keywordListNotFound = (id: string): ApiError =>
  new ApiError('ERR_KEYWORD_NOT_FOUND', `The keyword list ${id} does not exist.`);

export const keywordListAlreadyExists = (id: string): ApiError =>
  new ApiError('ERR_KEYWORD_ALREADY_EXISTS', `A keyword list ${id} already exists.`);

export const keywordListQuota = (): ApiError =>
  new ApiError(
    'ERR_PLAN_QUOTA_RESTRICTION',
    `The app has ${KEYWORD_LISTS_MAX} keyword lists, the most its plan allows.`,
  );

/** A field of a list refused by the list's rules (its terms, its id): the field named, with why. */
export const keywordListInvalid = (field: string, problem: string): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The keyword list's ${field} ${problem}.`, {
    details: { [field]: [problem] },
  });

/** A pattern term refused (moderation-patterns.ts): the term named, as the real documentation does. */
export const patternRefused = (field: string, term: string, problem: string): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The pattern ${JSON.stringify(term)} ${problem}.`, {
    details: { [field]: [`${JSON.stringify(term)} ${problem}`] },
  });

/** A multipart body that does not read as a form: no boundary, a part cut short, a field twice. */
export const formUnreadable = (problem: string): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The multipart form could not be read: ${problem}.`, {
    details: { body: [problem] },
  });

export const keywordBodyTooLarge = (): ApiError =>
  new ApiError(
    'ERR_BAD_REQUEST',
    `The request body is larger than the limit of ${KEYWORD_BODY_LIMIT_BYTES} bytes.`,
    { status: 413 },
  );

export const keywordFileTooLarge = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The file is larger than the limit of ${KEYWORD_FILE_MAX_BYTES} bytes.`, {
    status: 413,
  });
