import { markConversationRead, markGroupConversationRead } from '../domain/read-state.ts';
import { contextOf, type RouteTable } from './types.ts';

// The body is optional: without one the conversation is read up to its newest message.
export const readStateRoutes: RouteTable<'read-state'> = {
  markConversationRead: (req) => ({
    data: markConversationRead(contextOf(req), req.onBehalfOf, req.params.uid, {
      messageId: req.body?.messageId,
    }),
  }),
  markGroupConversationRead: (req) => ({
    data: markGroupConversationRead(contextOf(req), req.onBehalfOf, req.params.guid, {
      messageId: req.body?.messageId,
    }),
  }),
};
