/**
 * The core's check of its own answers, as the server's response validator makes it: the success
 * envelope against the operation's documented 200 answer, so the core never teaches a client
 * something the real API would not do. Compiled per operation at its first answer; a failure is the
 * server's 500 that names the first broken field.
 */
import { Ajv, type AnySchemaObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { isRef, operationsOf } from '../contract/document-operations.ts';
import { itemsOf } from './request-validator.ts';

export class ResponseValidator {
  readonly #document: OpenAPIObject;
  readonly #schemas: Map<string, unknown>;
  readonly #checks = new Map<string, ValidateFunction | undefined>();
  #ajv: Ajv | undefined;

  /** `document`: the validator's copy of the contract. */
  constructor(document: OpenAPIObject) {
    this.#document = document;
    this.#schemas = new Map(
      operationsOf(document).map(({ operationId, object }) => {
        const ok = object.responses['200'] as unknown;
        const schema =
          ok === undefined || isRef(ok)
            ? undefined
            : (ok as { content?: Record<string, { schema?: unknown }> }).content?.['application/json']
                ?.schema;
        return [operationId, schema];
      }),
    );
  }

  /** Throws the server's refusal of an answer that breaks the contract. */
  check(operationId: string, envelope: unknown): void {
    const validate = this.#check(operationId);
    if (validate === undefined || validate({ response: envelope })) return;
    const errors = itemsOf(validate.errors ?? []);
    throw Object.assign(new Error(errors[0]?.message ?? 'the answer breaks the contract'), {
      status: 500,
      errors,
    });
  }

  #check(operationId: string): ValidateFunction | undefined {
    if (this.#checks.has(operationId)) return this.#checks.get(operationId);
    const schema = this.#schemas.get(operationId);
    const check =
      schema === undefined
        ? undefined
        : this.#compiler().compile({
            type: 'object',
            properties: { response: schema },
            components: this.#document.components ?? {},
          } as AnySchemaObject);
    this.#checks.set(operationId, check);
    return check;
  }

  /** The server's response validator's options: nothing coerced, nothing filled in. */
  #compiler(): Ajv {
    if (this.#ajv !== undefined) return this.#ajv;
    const ajv = new Ajv({
      strict: false,
      strictNumbers: true,
      strictTuples: true,
      allowUnionTypes: false,
      validateSchema: false,
      useDefaults: false,
      coerceTypes: false,
      removeAdditional: false,
      allErrors: true,
      logger: false,
    });
    addFormats.default(ajv, { mode: 'fast' });
    return (this.#ajv = ajv);
  }
}
