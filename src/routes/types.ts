/**
 * The route table: each route file maps operationIds of the contract to thin handlers. Paths and
 * methods come from the contract itself, so a handler cannot be mounted on a path the document does
 * not describe.
 */
import type { Clock } from '../domain/clock.ts';
import type { DomainContext } from '../domain/context.ts';
import type { AppState } from '../store/state.ts';

export interface ApiRequest {
  state: AppState;
  clock: Clock;
  /** Path parameters, already percent-decoded. */
  params: Record<string, string>;
  /** Query parameters after validation and coercion (numbers are numbers). */
  query: Record<string, unknown>;
  /** The validated JSON body (undefined when there is none). */
  body: unknown;
  /** The onBehalfOf header, already checked to name an existing user of the app. */
  onBehalfOf: string | undefined;
}

export interface HandlerResult {
  data: unknown;
  meta?: unknown;
  /** The change cursor that the users' and members' lists carry beside `meta`. */
  cursor?: unknown;
}

export type Handler = (req: ApiRequest) => HandlerResult | Promise<HandlerResult>;

export type RouteTable = Record<string, Handler>;

/** What a domain function receives from a request: the app's state and clock, nothing of HTTP. */
export const contextOf = (req: ApiRequest): DomainContext => ({ state: req.state, clock: req.clock });
