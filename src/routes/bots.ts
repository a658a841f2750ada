import { sendBotMessage } from '../domain/bot-messages.ts';
import { contextOf, type RouteTable } from './types.ts';

export const botRoutes: RouteTable = {
  sendBotMessage: (req) => ({ data: sendBotMessage(contextOf(req), req.params['uid'] ?? '', req.body) }),
};
