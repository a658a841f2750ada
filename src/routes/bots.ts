import { sendBotMessage } from '../domain/bots.ts';
import { contextOf, type RouteTable } from './types.ts';

export const botRoutes: RouteTable<'bots'> = {
  sendBotMessage: (req) => ({ data: sendBotMessage(contextOf(req), req.params.uid, req.body) }),
};
