/**
 * The one place that writes an error body. Whatever failed — a domain rule, the OpenAPI validator,
 * the body parser, routing, a bug — leaves as the error envelope of the contract.
 */
import type { ErrorRequestHandler, Request } from 'express';
import type { Logger } from 'pino';
import { ApiError, type ErrorDetails } from '../contract/errors.ts';
import { BODY_LIMIT_BYTES } from '../contract/limits.ts';
import { StateFileError } from '../store/file-store.ts';
import type { BodyBranchExplainer } from './body-details.ts';

export interface ErrorBody {
  error: {
    code: string;
    message: string;
    devMessage?: string;
    source: 'chat-api';
    details?: ErrorDetails;
  };
}

export function errorBody(err: ApiError): ErrorBody {
  const body: ErrorBody = { error: { code: err.code, message: err.message, source: 'chat-api' } };
  if (err.devMessage !== undefined) body.error.devMessage = err.devMessage;
  if (err.details !== undefined) body.error.details = err.details;
  return body;
}

interface ValidatorErrorItem {
  path?: string;
  message?: string;
}

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  errors?: ValidatorErrorItem[];
  message?: string;
}

/** Header names as the contract spells them; the validator reports them lowercased. */
const HEADER_NAMES: Record<string, string> = {
  onbehalfof: 'onBehalfOf',
  apikey: 'apikey',
  prefer: 'Prefer',
  'content-type': 'Content-Type',
};

/** `/body/data/formFields/0/label` → `data.formFields.0.label`; `/query/perPage` → `perPage`. */
export function fieldName(path: string | undefined): string {
  if (!path) return 'request';
  const parts = path
    .replace(/^\.?\/?/, '')
    .split(/[/.]/)
    .filter(Boolean);
  const [where, ...rest] = parts;
  if (where === 'headers' && rest[0]) return HEADER_NAMES[rest[0].toLowerCase()] ?? rest[0];
  if (where === 'body') return rest.length ? rest.join('.') : 'body';
  if (where === 'query' || where === 'params' || where === 'path') return rest.join('.') || 'request';
  return parts.join('.') || 'request';
}

function detailsFrom(items: ValidatorErrorItem[]): ErrorDetails {
  const details: ErrorDetails = Object.create(null);
  for (const item of items) {
    const field = fieldName(item.path);
    const message = item.message ?? 'is invalid';
    (details[field] ??= []).push(message);
  }
  return { ...details };
}

function summary(details: ErrorDetails): string {
  const first = Object.entries(details)[0];
  const more = Object.keys(details).length - 1;
  if (!first) return 'The request is invalid.';
  return `Invalid request: ${first[0]} ${first[1][0]}${more > 0 ? ` (and ${more} more)` : ''}.`;
}

/** Turns any thrown value into an ApiError; unknown failures become ERR_EXCEPTION. */
export function toApiError(err: unknown, req: Request, explain?: BodyBranchExplainer): ApiError {
  if (err instanceof ApiError) return err;
  const e = (err ?? {}) as HttpLikeError;
  const status = e.status ?? e.statusCode;
  switch (e.type) {
    case 'entity.parse.failed':
      return new ApiError('ERR_BAD_REQUEST', 'The request body is not valid JSON.', {
        details: { body: ['must be valid JSON'] },
      });
    case 'entity.too.large':
      return new ApiError(
        'ERR_BAD_REQUEST',
        `The request body exceeds the limit of ${BODY_LIMIT_BYTES / 1024} KB (${BODY_LIMIT_BYTES} bytes).`,
        { status: 413 },
      );
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new ApiError('ERR_BAD_REQUEST', `The request body must be application/json in UTF-8.`, {
        status: 415,
      });
  }
  if (status === 415) {
    return new ApiError('ERR_BAD_REQUEST', 'The request body must have Content-Type application/json.', {
      status: 415,
    });
  }
  if (status === 413) {
    return new ApiError(
      'ERR_BAD_REQUEST',
      `The request body exceeds the limit of ${BODY_LIMIT_BYTES} bytes.`,
      {
        status: 413,
      },
    );
  }
  if (status === 404 || status === 405) {
    return new ApiError('ERR_API_NOT_FOUND', `No operation ${req.method} ${req.path} exists in API v3.`);
  }
  if (status === 400 && Array.isArray(e.errors) && !/malformed uri/i.test(e.message ?? '')) {
    const details = explain?.(req, e.errors) ?? detailsFrom(e.errors);
    return new ApiError('ERR_BAD_REQUEST', summary(details), { details });
  }
  if (status === 400) {
    // Express rejects a path whose percent-encoding is malformed before any route runs.
    return new ApiError('ERR_BAD_REQUEST', 'The request URL is malformed.', {
      details: { path: [e.message ?? 'is malformed'] },
    });
  }
  if (err instanceof StateFileError) {
    return new ApiError('ERR_EXCEPTION', `The sandbox cannot load this app: ${err.message}`);
  }
  return new ApiError('ERR_EXCEPTION', 'Something went wrong on the server.');
}

export function createErrorHandler(logger: Logger, explain?: BodyBranchExplainer): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const apiError = toApiError(err, req, explain);
    if (apiError.code === 'ERR_EXCEPTION') {
      logger.error({ err, path: req.path, method: req.method }, 'unexpected failure answered with 500');
    }
    res.locals.errorCode = apiError.code;
    if (apiError.headers) res.set(apiError.headers);
    res.status(apiError.status).json(errorBody(apiError));
  };
}
