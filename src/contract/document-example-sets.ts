/**
 * Puts the named example sets (example-sets/) into the chat document: each set's values
 * as `examples` of the operation's parameters, its body as an example of the request body, and its
 * recorded answer as an example of the response with that status, all under the set's name.
 *
 * A shared parameter (`#/components/parameters/uid`) carries one example for every operation; one
 * that a set gives a value is written into the operation instead, with that operation's examples.
 */
import type {
  MediaTypeObject,
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
} from 'openapi3-ts/oas30';
import { isRef, operationsOf, parameterOf, parametersOf } from './document-operations.ts';
import { EXAMPLE_SETS, type ExampleSet } from './example-sets/index.ts';
import { recordedAnswers, type RecordedAnswer, type RecordedAnswers } from './examples/recorded-answers.ts';
import type { OperationId } from './operations.ts';

const JSON_TYPE = 'application/json';

/**
 * The key a set gives `parameter`'s value under: its name, or `query.id` / `path.id` style when the
 * operation has two parameters of that name (a message's id in the path, a cursor id in the query).
 */
function keyOf(parameter: ParameterObject, names: Map<string, number>): string {
  return (names.get(parameter.name) ?? 0) > 1 ? `${parameter.in}.${parameter.name}` : parameter.name;
}

function parameterWithExamples(
  doc: OpenAPIObject,
  parameter: ParameterObject | ReferenceObject,
  sets: ExampleSet[],
  names: Map<string, number>,
): ParameterObject | ReferenceObject {
  const resolved = parameterOf(doc, parameter);
  if (resolved === undefined) return parameter;
  const key = keyOf(resolved, names);
  const named = sets.filter((set) => set.parameters?.[key] !== undefined);
  if (named.length === 0) return parameter;
  const { example: _single, ...rest } = resolved;
  const examples = Object.fromEntries(
    named.map((set) => [set.name, { summary: set.summary, value: set.parameters![key] }]),
  );
  return { ...rest, examples };
}

function bodyWithExamples(body: RequestBodyObject, sets: ExampleSet[]): RequestBodyObject {
  const media = body.content[JSON_TYPE];
  const withBody = sets.filter((set) => set.body !== undefined);
  if (media === undefined || withBody.length === 0) return body;
  const examples = { ...media.examples };
  for (const set of withBody) examples[set.name] = { summary: set.summary, value: structuredClone(set.body) };
  return { ...body, content: { ...body.content, [JSON_TYPE]: { ...media, examples } } };
}

/** `response` with its JSON examples changed by `change`, copied; unchanged if it has none. */
function withJsonExamples(
  response: ResponseObject | ReferenceObject,
  change: (examples: NonNullable<MediaTypeObject['examples']>) => void,
): ResponseObject | ReferenceObject {
  if (isRef(response)) return response;
  const media: MediaTypeObject | undefined = response.content?.[JSON_TYPE];
  if (media === undefined) return response;
  const examples = { ...media.examples };
  change(examples);
  return { ...response, content: { ...response.content, [JSON_TYPE]: { ...media, examples } } };
}

/**
 * The responses with each set's recorded answer as the example of its name under the status it got,
 * and no example of that name under another status, so that a name leads to one answer.
 */
function responsesWithAnswers(
  responses: OperationObject['responses'],
  sets: ExampleSet[],
  answers: Record<string, RecordedAnswer>,
): OperationObject['responses'] {
  const copy = { ...responses } as Record<string, ResponseObject | ReferenceObject>;
  for (const set of sets) {
    const answer = answers[set.name];
    if (answer === undefined) continue;
    for (const [status, response] of Object.entries(copy)) {
      copy[status] = withJsonExamples(response, (examples) => {
        if (status === String(answer.status))
          examples[set.name] = { summary: set.summary, value: structuredClone(answer.body) };
        else delete examples[set.name];
      });
    }
  }
  return copy;
}

/** How many parameters of the operation have each name. */
function nameCounts(parameters: ParameterObject[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { name } of parameters) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

/**
 * Throws unless every set names parameters the operation has and has a body when the operation takes
 * one, and every body example of the operation belongs to a set: a tool replaying the examples makes
 * one request of each name it finds, and a body without its parameters would be a request that fails.
 */
function checkSets(operation: OperationObject, sets: ExampleSet[], keys: Set<string>): void {
  const where = (set: ExampleSet) => `Example set ${operation.operationId}.${set.name}`;
  const body = isRef(operation.requestBody) ? undefined : operation.requestBody?.content[JSON_TYPE];
  for (const set of sets) {
    const unknown = Object.keys(set.parameters ?? {}).filter((key) => !keys.has(key));
    if (unknown.length > 0) throw new Error(`${where(set)} names no parameter ${unknown.join(', ')}.`);
    const hasBody = set.body !== undefined || body?.examples?.[set.name] !== undefined;
    if (
      operation.requestBody !== undefined &&
      !hasBody &&
      (operation.requestBody as RequestBodyObject).required
    ) {
      throw new Error(`${where(set)} has no body, and the operation needs one.`);
    }
  }
  const setNames = new Set(sets.map((set) => set.name));
  for (const name of Object.keys(body?.examples ?? {})) {
    if (!setNames.has(name))
      throw new Error(`The body example ${operation.operationId}.${name} is in no example set.`);
  }
}

/**
 * The document with every operation's example sets in place, answered as `recorded` says; throws on a
 * set naming no parameter.
 */
export function withExampleSets(
  doc: OpenAPIObject,
  recorded: RecordedAnswers = recordedAnswers(),
): OpenAPIObject {
  for (const { operationId, object: operation } of operationsOf(doc)) {
    const sets = EXAMPLE_SETS[operationId as OperationId];
    if (sets === undefined) continue;
    const parameters = parametersOf(doc, operation);
    const names = nameCounts(parameters);
    checkSets(operation, sets, new Set(parameters.map((parameter) => keyOf(parameter, names))));
    operation.parameters = operation.parameters?.map((p) => parameterWithExamples(doc, p, sets, names));
    if (operation.requestBody !== undefined && !isRef(operation.requestBody)) {
      operation.requestBody = bodyWithExamples(operation.requestBody, sets);
    }
    operation.responses = responsesWithAnswers(
      operation.responses,
      sets,
      recorded[operationId as OperationId] ?? {},
    );
  }
  dropUnusedParameters(doc);
  return doc;
}

/** Removes the shared parameters no operation refers to any more: each took examples in every use. */
function dropUnusedParameters(doc: OpenAPIObject): void {
  const parameters = doc.components?.parameters;
  if (parameters === undefined) return;
  const used = new Set<string>();
  for (const { object } of operationsOf(doc)) {
    for (const parameter of object.parameters ?? []) {
      if (isRef(parameter)) used.add(parameter.$ref.split('/').pop()!);
    }
  }
  for (const name of Object.keys(parameters)) if (!used.has(name)) delete parameters[name];
}
