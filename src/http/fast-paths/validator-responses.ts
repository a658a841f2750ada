/**
 * Work express-openapi-validator 5.6.2's response validator repeats on every response although its
 * result depends only on the operation (and a header's text): kept here, each replacement handing
 * back what the library works out. Installed on the CommonJS module object or prototype the
 * validator reads it from, as the others are.
 */
import responseValidatorExports from 'express-openapi-validator/dist/middlewares/openapi.response.validator.js';
import utilExports from 'express-openapi-validator/dist/middlewares/util.js';
import { patch } from './patch.ts';
import { HEADER_MEMORY_SIZE, type OperationRequest, perOperation } from './validator-operations.ts';

interface ResponseValidatorPrototype {
  _getOrBuildValidator(
    this: object,
    req: OperationRequest & { openapi: object },
    responses: unknown,
  ): unknown;
  canValidateContentType(this: object, contentType: string): boolean;
}

const responseValidatorPrototype = (
  responseValidatorExports as unknown as { ResponseValidator: { prototype: ResponseValidatorPrototype } }
).ResponseValidator.prototype;

/**
 * For each response the response validator parses the request's `Content-Type` to build the key of
 * the operation's response checks; as for the request checks, those depend only on the method, the
 * route and that header's text, and are remembered by them. The library finds or builds them the
 * first time.
 */
export const rememberResponseChecks = patch(
  'rememberResponseChecks',
  responseValidatorPrototype,
  '_getOrBuildValidator',
  (getOrBuild) => {
    const perValidator = new WeakMap<object, ReturnType<typeof perOperation<unknown>>>();
    return function getKnown(this: object, req, responses) {
      let checks = perValidator.get(this);
      if (checks === undefined) perValidator.set(this, (checks = perOperation<unknown>()));
      return checks(req, req.openapi!.expressRoute, () => getOrBuild.call(this, req, responses));
    };
  },
);

/**
 * Whether a response's media type is JSON is worked out by two parsers on every response; the types
 * asked about are the document's own, so each answer (or the error it throws) is kept.
 */
export const rememberJsonMediaTypes = patch(
  'rememberJsonMediaTypes',
  responseValidatorPrototype,
  'canValidateContentType',
  (canValidate) => {
    const answers = new Map<string, { json: boolean } | { error: unknown }>();
    return function canValidateKnown(this: object, contentType) {
      let answer = answers.get(contentType);
      if (answer === undefined) {
        try {
          answer = { json: canValidate.call(this, contentType) };
        } catch (error) {
          answer = { error };
        }
        if (answers.size >= HEADER_MEMORY_SIZE) answers.clear();
        answers.set(contentType, answer);
      }
      if ('error' in answer) throw answer.error;
      return answer.json;
    };
  },
);

type FindResponseContent = (accepts: string[], expectedTypes: string[]) => string | null;

/**
 * The media type a response is checked as is found from the accepted types by parsing each of the
 * operation's types again on every response. With nothing accepted the answer is always none; with
 * one accepted type the answer is kept per that type and the operation's types.
 */
export const matchResponseTypesOnce = patch(
  'matchResponseTypesOnce',
  utilExports as unknown as { findResponseContent: FindResponseContent },
  'findResponseContent',
  (find) => {
    const answers = new Map<string, string | null>();
    return (accepts, expectedTypes) => {
      if (accepts.length === 0) return null;
      if (accepts.length > 1) return find(accepts, expectedTypes);
      const key = `${accepts[0]}\u0000${expectedTypes.join('\u0000')}`;
      let answer = answers.get(key);
      if (answer === undefined) {
        answer = find(accepts, expectedTypes);
        if (answers.size >= HEADER_MEMORY_SIZE) answers.clear();
        answers.set(key, answer);
      }
      return answer;
    };
  },
);
