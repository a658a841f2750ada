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

/** The body's examples: one per set, in the order of the sets (each body belongs to a set). */
function bodyWithExamples(body: RequestBodyObject, sets: ExampleSet[]): RequestBodyObject {
  const media = body.content[JSON_TYPE];
  if (media === undefined) return body;
  const examples = Object.fromEntries(
    sets.map((set) => [
      set.name,
      set.body === undefined
        ? media.examples![set.name]!
        : { summary: set.summary, value: structuredClone(set.body) },
    ]),
  );
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
 * and no example of that name under another status, so that a name leads to one answer. They follow
 * the other examples in the order of the sets, the order Specmatic replays a status's examples in.
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
        delete examples[set.name];
        if (status === String(answer.status))
          examples[set.name] = { summary: set.summary, value: structuredClone(answer.body) };
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
 * Throws unless the sets are complete in the sense of a tool replaying them (Specmatic): it makes one
 * request of each example name it finds, from the examples of that name alone, and invents what they
 * leave out. So every set names only parameters the operation has and pins the body where the
 * operation takes one, optional or not (left out, it is sent several ways); every body example belongs
 * to a set; and every success example is a set's answer, since for a success example without a request
 * of its name the tool invents one (a 2xx example is replayed, an error example alone is not).
 */
function checkSets(operation: OperationObject, sets: ExampleSet[], keys: Set<string>): void {
  const where = (name: string) => `Example set ${operation.operationId}.${name}`;
  const body = isRef(operation.requestBody) ? undefined : operation.requestBody?.content[JSON_TYPE];
  for (const set of sets) {
    const unknown = Object.keys(set.parameters ?? {}).filter((key) => !keys.has(key));
    if (unknown.length > 0) throw new Error(`${where(set.name)} names no parameter ${unknown.join(', ')}.`);
    const hasBody = set.body !== undefined || body?.examples?.[set.name] !== undefined;
    if (operation.requestBody !== undefined && !hasBody) {
      throw new Error(`${where(set.name)} has no body, and the operation takes one.`);
    }
    // An operation that takes nothing but the sandbox's Prefer (GET /conversations/pinned) has one
    // request, with no example to carry a name: its one set is that request.
    const takesNothing = operation.requestBody === undefined && [...keys].every((key) => key === 'Prefer');
    if (takesNothing && sets.length > 1)
      throw new Error(`${where(set.name)}: an operation taking nothing has one set.`);
    if (
      !takesNothing &&
      operation.requestBody === undefined &&
      Object.keys(set.parameters ?? {}).length === 0
    ) {
      throw new Error(`${where(set.name)} names no parameter, so no request example carries its name.`);
    }
  }
  const setNames = new Set(sets.map((set) => set.name));
  for (const name of Object.keys(body?.examples ?? {})) {
    if (!setNames.has(name))
      throw new Error(`The body example ${operation.operationId}.${name} is in no example set.`);
  }
  for (const [status, response] of Object.entries(operation.responses as Record<string, ResponseObject>)) {
    if (!status.startsWith('2') || isRef(response)) continue;
    for (const name of Object.keys(response.content?.[JSON_TYPE]?.examples ?? {})) {
      if (!setNames.has(name))
        throw new Error(`The ${status} example ${operation.operationId}.${name} is in no example set.`);
    }
  }
}

/**
 * Throws unless an operation's sets are listed by the status of their answers: a tool replays each
 * status's examples in turn, and the sets are recorded in their own order, which must be the same.
 */
function checkOrder(operationId: string, sets: ExampleSet[], answers: Record<string, RecordedAnswer>): void {
  const statuses = sets.map((set) => answers[set.name]?.status ?? 0);
  const late = statuses.findIndex((status, i) => i > 0 && status < statuses[i - 1]!);
  if (late > 0) {
    throw new Error(
      `Example set ${operationId}.${sets[late]!.name} (${statuses[late]}) follows one answered ${statuses[late - 1]}: list the sets by status.`,
    );
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
    const answers = recorded[operationId as OperationId] ?? {};
    checkOrder(operationId, sets, answers);
    operation.responses = responsesWithAnswers(operation.responses, sets, answers);
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
