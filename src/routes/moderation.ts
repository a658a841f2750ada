import { listBlockedMessages } from '../domain/moderation.ts';
import { contextOf, type RouteTable } from './types.ts';

export const moderationRoutes: RouteTable = {
  listBlockedMessages: (req) => listBlockedMessages(contextOf(req), { limit: req.query['limit'] }),
};
