/**
 * Query names with brackets that the contract declares as plain names (`createdAt[from]`,
 * `membersCount[gte]`), as the real service takes them.
 *
 * express-openapi-validator 5.6 means to keep such a declared name as it is, but it looks for the
 * operation's parameters on `req.query._openapi`, which nothing sets: it parses every bracketed key
 * into an object and then calls the declared name unknown. The operation's bracketed names are put
 * where it looks, not enumerable, so that nothing else sees them. Any other bracketed key is refused
 * by name before the validator runs: it would drop keys such as `a[__proto__][x]` silently.
 */
import type { OpenAPIObject } from 'openapi3-ts/oas30';
import { unknownQueryParameters } from '../contract/error-catalogue.ts';
import { operationsOf, parametersOf } from '../contract/document-operations.ts';

const BRACKET = /[[\]]/;

/** Per operationId, the bracketed query names it declares. */
export function bracketedNames(document: OpenAPIObject): Map<string, ReadonlySet<string>> {
  const names = new Map<string, ReadonlySet<string>>();
  for (const operation of operationsOf(document)) {
    const declared = parametersOf(document, operation.object)
      .filter((p) => p.in === 'query' && BRACKET.test(p.name))
      .map((p) => p.name);
    if (declared.length > 0) names.set(operation.operationId, new Set(declared));
  }
  return names;
}

export function checkBracketedKeys(
  query: Record<string, unknown>,
  operationId: string | undefined,
  names: Map<string, ReadonlySet<string>>,
): void {
  const keys = Object.keys(query).filter((key) => BRACKET.test(key));
  if (keys.length === 0) return;
  const declared = operationId === undefined ? undefined : names.get(operationId);
  const [bad, ...more] = keys.filter((key) => !declared?.has(key));
  if (bad !== undefined) throw unknownQueryParameters([bad, ...more]);
  Object.defineProperty(query, '_openapi', {
    value: { schema: { operationId, parameters: [...declared!].map((name) => ({ in: 'query', name })) } },
    enumerable: false,
  });
}
