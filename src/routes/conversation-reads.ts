/** Marking a conversation read for the acting user. */
import { markConversationRead, markGroupConversationRead } from '../domain/read-state.ts';
import { actor } from './messages.ts';
import type { ApiRequest, RouteTable } from './types.ts';

// The body is optional: without one the conversation is read up to its newest message.
const upTo = (req: ApiRequest) => ({ messageId: ((req.body ?? {}) as { messageId?: number }).messageId });

export const conversationReadRoutes: RouteTable = {
  markConversationRead: (req) => ({
    data: markConversationRead(req, actor(req), req.params['uid'] ?? '', upTo(req)),
  }),
  markGroupConversationRead: (req) => ({
    data: markGroupConversationRead(req, actor(req), req.params['guid'] ?? '', upTo(req)),
  }),
};
