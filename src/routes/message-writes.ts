/** Messages a user sends, edits and deletes. */
import { sendMessage } from '../domain/user-messages.ts';
import { actor } from './messages.ts';
import type { RouteTable } from './types.ts';

export const messageWriteRoutes: RouteTable = {
  sendMessage: (req) => ({ data: sendMessage(req, actor(req), req.body) }),
};
