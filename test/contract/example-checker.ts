/**
 * Finds every example of the chat document (parameters, headers, request bodies, responses) and
 * validates it against the schema it illustrates.
 */
import type {
  ExampleObject,
  HeaderObject,
  MediaTypeObject,
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
} from 'openapi3-ts/oas30';
import { ContractAjv, pointer } from './contract-ajv.ts';

export interface ExampleProblem {
  location: string;
  errors: string[];
}

export interface ExampleReport {
  checked: number;
  problems: ExampleProblem[];
}

type WithExamples = Pick<MediaTypeObject, 'example' | 'examples' | 'schema'>;

const isRef = (value: object): value is ReferenceObject => '$ref' in value;

function examplesOf(holder: WithExamples): [string, unknown][] {
  const found: [string, unknown][] = [];
  if (holder.example !== undefined) found.push(['example', holder.example]);
  for (const [name, example] of Object.entries(holder.examples ?? {})) {
    if (!isRef(example)) found.push([`examples.${name}`, (example as ExampleObject).value]);
  }
  return found;
}

export function checkExamples(doc: OpenAPIObject): ExampleReport {
  const ajv = new ContractAjv(doc);
  const report: ExampleReport = { checked: 0, problems: [] };
  const check = (holder: WithExamples | undefined, at: string[]): void => {
    if (!holder?.schema) return;
    for (const [name, value] of examplesOf(holder)) {
      report.checked += 1;
      const validate = ajv.at(pointer(...at, 'schema'));
      if (!validate(value)) {
        report.problems.push({ location: [...at, name].join('.'), errors: ContractAjv.messages(validate) });
      }
    }
  };
  const checkAll = (holders: Record<string, object> | undefined, at: string[]): void => {
    for (const [name, holder] of Object.entries(holders ?? {})) {
      if (!isRef(holder)) check(holder as ParameterObject | HeaderObject, [...at, name]);
    }
  };

  checkAll(doc.components?.parameters, ['components', 'parameters']);
  checkAll(doc.components?.headers, ['components', 'headers']);
  for (const [name, response] of Object.entries(doc.components?.responses ?? {})) {
    if (isRef(response)) continue;
    checkAll(response.content, ['components', 'responses', name, 'content']);
  }
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, value] of Object.entries(item)) {
      const operation = value as OperationObject;
      if (typeof operation !== 'object' || !operation.responses) continue;
      const at = ['paths', path, method];
      (operation.parameters ?? []).forEach((p, i) => !isRef(p) && check(p, [...at, 'parameters', String(i)]));
      const body = operation.requestBody;
      if (body && !isRef(body)) checkAll(body.content, [...at, 'requestBody', 'content']);
      for (const [status, response] of Object.entries(operation.responses)) {
        if (isRef(response)) continue;
        checkAll(response.content, [...at, 'responses', status, 'content']);
        checkAll(response.headers, [...at, 'responses', status, 'headers']);
      }
    }
  }
  return report;
}
