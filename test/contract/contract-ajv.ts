/**
 * Ajv over the chat document: any schema of the document, inline or a component, compiled by its
 * JSON pointer. Discriminators are stripped as for the server's validator; the branches' single-value
 * enums decide alone.
 */
import { Ajv, type AnySchemaObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { validatorDocument } from '../../src/contract/chat-document.ts';

const DOC_ID = 'chat';

/** `#/a/b` from path segments, escaped as JSON pointer. */
export const pointer = (...segments: string[]): string =>
  `#/${segments.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

export class ContractAjv {
  private readonly ajv = new Ajv({ allErrors: true, strict: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(doc: OpenAPIObject) {
    addFormats.default(this.ajv);
    // The document is the root schema that refs resolve against; its OpenAPI fields are no keywords.
    this.ajv.addVocabulary(['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components']);
    this.ajv.addSchema(validatorDocument(doc) as AnySchemaObject, DOC_ID);
  }

  /** The validator of the schema at `at` (a pointer into the document). */
  at(at: string): ValidateFunction {
    let validate = this.compiled.get(at);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOC_ID}${at}` });
      this.compiled.set(at, validate);
    }
    return validate;
  }

  schema(name: string): ValidateFunction {
    return this.at(pointer('components', 'schemas', name));
  }

  /** Messages of the last failure of `validate`, as `instancePath message`. */
  static messages(validate: ValidateFunction): string[] {
    return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
  }
}
