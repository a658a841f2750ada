import {
  getConversation,
  getGroupConversation,
  getUserConversation,
  listConversations,
} from '../domain/conversations.ts';
import { deleteConversation } from '../domain/conversation-delete.ts';
import { resetGroupConversation, resetUserConversation } from '../domain/conversation-resets.ts';
import { updateGroupConversation, updateUserConversation } from '../domain/conversation-tags.ts';
import { contextOf, type RouteTable } from './types.ts';

export const conversationRoutes: RouteTable<'conversations'> = {
  listConversations: (req) => listConversations(contextOf(req), req.onBehalfOf, req.query),
  getConversation: (req) => ({
    data: getConversation(contextOf(req), req.params.conversationId, req.onBehalfOf),
  }),
  getUserConversation: (req) => ({
    data: getUserConversation(contextOf(req), req.params.uid, req.onBehalfOf),
  }),
  getGroupConversation: (req) => ({
    data: getGroupConversation(contextOf(req), req.params.guid, req.onBehalfOf),
  }),
  // The body is optional: without one the conversation keeps no position.
  resetGroupConversation: (req) => ({
    data: resetGroupConversation(contextOf(req), req.params.guid, req.onBehalfOf, {
      preserveOrder: req.body?.preserveOrder,
    }),
  }),
  resetUserConversation: (req) => ({
    data: resetUserConversation(contextOf(req), req.params.uid, req.onBehalfOf, {
      conversationWith: req.body?.conversationWith,
      deleteMessagesPermanently: req.body?.deleteMessagesPermanently,
      preserveOrder: req.body?.preserveOrder,
    }),
  }),
  // Deprecated: the reset of the conversation its id names; `permanent` is the one-to-one reset's erasure.
  deleteConversation: (req) => ({
    data: deleteConversation(contextOf(req), req.params.conversationId, req.onBehalfOf, {
      permanent: req.body?.permanent,
    }),
  }),
  updateUserConversation: (req) => ({
    data: updateUserConversation(contextOf(req), req.params.uid, req.onBehalfOf, req.body.tags),
  }),
  updateGroupConversation: (req) => ({
    data: updateGroupConversation(contextOf(req), req.params.guid, req.onBehalfOf, req.body.tags),
  }),
};
