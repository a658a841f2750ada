import {
  markConversationDelivered,
  markConversationRead,
  markConversationUnread,
  markGroupConversationDelivered,
  markGroupConversationRead,
  markGroupConversationUnread,
} from '../domain/read-state.ts';
import { contextOf, type RouteTable } from './types.ts';

// The body is optional: without one a mark goes to the conversation's newest message (unread: the
// newest the user received).
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
  markConversationDelivered: (req) => ({
    data: markConversationDelivered(contextOf(req), req.onBehalfOf, req.params.uid, {
      messageId: req.body?.messageId,
    }),
  }),
  markGroupConversationDelivered: (req) => ({
    data: markGroupConversationDelivered(contextOf(req), req.onBehalfOf, req.params.guid, {
      messageId: req.body?.messageId,
    }),
  }),
  markConversationUnread: (req) => ({
    data: markConversationUnread(contextOf(req), req.onBehalfOf, req.params.uid, {
      messageId: req.body?.messageId,
    }),
  }),
  markGroupConversationUnread: (req) => ({
    data: markGroupConversationUnread(contextOf(req), req.onBehalfOf, req.params.guid, {
      messageId: req.body?.messageId,
    }),
  }),
};
