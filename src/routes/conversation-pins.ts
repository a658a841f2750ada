import {
  listAppPinnedConversations,
  pinGroupConversation,
  pinUserConversation,
  replaceAppPinnedConversations,
  unpinGroupConversation,
  unpinUserConversation,
} from '../domain/conversation-pins.ts';
import { contextOf, type RouteTable } from './types.ts';

export const conversationPinRoutes: RouteTable<'conversation-pins'> = {
  pinUserConversation: (req) => ({
    data: pinUserConversation(contextOf(req), req.onBehalfOf, req.params.uid),
  }),
  unpinUserConversation: (req) => ({
    data: unpinUserConversation(contextOf(req), req.onBehalfOf, req.params.uid),
  }),
  pinGroupConversation: (req) => ({
    data: pinGroupConversation(contextOf(req), req.onBehalfOf, req.params.guid),
  }),
  unpinGroupConversation: (req) => ({
    data: unpinGroupConversation(contextOf(req), req.onBehalfOf, req.params.guid),
  }),
  replaceAppPinnedConversations: (req) => ({
    data: replaceAppPinnedConversations(contextOf(req), req.body.pinnedConversations),
  }),
  listAppPinnedConversations: (req) => ({ data: listAppPinnedConversations(contextOf(req)) }),
};
