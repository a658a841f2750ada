import { listBlockedMessages } from '../domain/blocked-messages.ts';
import type { RouteTable } from './types.ts';

export const moderationRoutes: RouteTable = {
  listBlockedMessages: (req) => listBlockedMessages(req, { limit: req.query['limit'] }),
};
