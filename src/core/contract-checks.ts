/**
 * What every core of a process reads of the contract, made once: the validator's copy of the document
 * and what is derived from it, and the request and answer checks compiled from it. The document is
 * the same for every core (it takes no options) and nothing changes it after it is made, and a
 * compiled check holds no state of an app; so a test suite that makes a fresh sandbox for each test
 * pays for building the document and compiling an operation's checks once, not once per sandbox
 * (a new core's first requests took 160–350 ms before, for a check already compiled by the last).
 */
import type { OpenAPIObject, ResponsesObject } from 'openapi3-ts/oas30';
import { operationsOf } from '../contract/document-operations.ts';
import { chatValidatorDocument } from '../documents.ts';
import { bracketedNames } from '../http/bracket-names.ts';
import { spelledBooleans } from '../http/spelled-booleans.ts';
import { RequestValidator } from './request-validator.ts';
import { ResponseValidator } from './response-validator.ts';

export interface ContractChecks {
  /** The validator's copy of the contract; read by every core, changed by none. */
  readonly document: OpenAPIObject;
  readonly requests: RequestValidator;
  /** Made at the first core that checks its answers. */
  answers(): ResponseValidator;
  readonly bracketNames: ReturnType<typeof bracketedNames>;
  readonly spellBooleans: ReturnType<typeof spelledBooleans>;
  /** The statuses each operation documents, for the refusal of an error status it does not. */
  readonly responses: ReadonlyMap<string, ResponsesObject>;
}

let shared: ContractChecks | undefined;

export function contractChecks(): ContractChecks {
  if (shared !== undefined) return shared;
  const document = chatValidatorDocument();
  let answers: ResponseValidator | undefined;
  shared = {
    document,
    requests: new RequestValidator(document),
    answers: () => (answers ??= new ResponseValidator(document)),
    bracketNames: bracketedNames(document),
    spellBooleans: spelledBooleans(document),
    responses: new Map(operationsOf(document).map((op) => [op.operationId, op.object.responses])),
  };
  return shared;
}
