import { listBlockedMessages } from '../domain/moderation.ts';
import { contextOf, type RouteTable } from './types.ts';

export const moderationRoutes: RouteTable<'moderation'> = {
  listBlockedMessages: (req) => listBlockedMessages(contextOf(req), req.query),
};
