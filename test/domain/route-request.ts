/** A handler's request built by hand, as the chat operations stage builds it from a validated one. */
import type { OperationId } from '../../src/contract/operations.ts';
import type { ApiRequest } from '../../src/routes/types.ts';
import type { DomainContext } from '../../src/domain/context.ts';

export function routeRequest<K extends OperationId>(
  ctx: DomainContext,
  fields: Partial<ApiRequest<K>>,
): ApiRequest<K> {
  const request: unknown = {
    ...ctx,
    params: {},
    query: {},
    body: undefined,
    onBehalfOf: undefined,
    ...fields,
  };
  return request as ApiRequest<K>;
}
