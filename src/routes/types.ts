/**
 * The route tables: each family's file maps its operations to thin handlers. Paths and methods come
 * from the operation records, so a handler cannot be mounted where the document has no operation.
 *
 * A handler's request is typed from the contract: its path parameters, query and body are those the
 * document gives its operation. The validator has checked them before a handler runs, and that check
 * is trusted here: a handler reads the fields, and the domain checks only what a schema cannot say
 * (limits counted in code points or bytes, references to records, the rules of an operation).
 */
import type { BodyOf, OnBehalfOfOf, OperationTypes, PathOf, QueryOf } from '../contract/api-types.ts';
import type { Family } from '../contract/operation-record.ts';
import type { OperationId, OperationOf } from '../contract/operations.ts';
import type { Clock } from '../domain/clock.ts';
import type { DomainContext } from '../domain/context.ts';
import type { AppState } from '../store/state.ts';

export interface ApiRequest<K extends OperationId> {
  state: AppState;
  clock: Clock;
  params: PathOf<OperationTypes[K]>;
  query: QueryOf<OperationTypes[K]>;
  body: BodyOf<OperationTypes[K]>;
  /** The onBehalfOf header where the operation documents it, already checked to name a user of the app. */
  onBehalfOf: OnBehalfOfOf<OperationTypes[K]>;
  /** The apikey header the request was authenticated with. */
  apiKey: string | undefined;
  /** The app the request was placed in (the metrics name it). */
  appId: string;
}

export interface HandlerResult {
  data: unknown;
  meta?: unknown;
  /** The change cursor that the users' and members' lists carry beside `meta`. */
  cursor?: unknown;
}

export type Handler<K extends OperationId> = (req: ApiRequest<K>) => HandlerResult | Promise<HandlerResult>;

/** A family's handlers: exactly one for each of its operations. */
export type RouteTable<F extends Family> = { [K in OperationOf<F>]: Handler<K> };

/** What a domain function receives from a request: the app's state and clock, nothing of HTTP. */
export const contextOf = (req: { state: AppState; clock: Clock }): DomainContext => ({
  state: req.state,
  clock: req.clock,
});
