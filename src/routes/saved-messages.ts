import { saveMessage, unsaveMessage } from '../domain/saved-messages.ts';
import { contextOf, type RouteTable } from './types.ts';

export const savedMessageRoutes: RouteTable<'saved-messages'> = {
  saveMessage: (req) => ({ data: saveMessage(contextOf(req), req.params.id, req.onBehalfOf) }),
  unsaveMessage: (req) => ({ data: unsaveMessage(contextOf(req), req.params.id, req.onBehalfOf) }),
};
