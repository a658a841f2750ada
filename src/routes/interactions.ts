import { markMessageInteracted } from '../domain/interactions.ts';
import { contextOf, type RouteTable } from './types.ts';

export const interactionRoutes: RouteTable<'interactions'> = {
  markMessageInteracted: (req) => ({
    data: markMessageInteracted(contextOf(req), req.params.id, req.onBehalfOf, req.body.interactions),
  }),
};
