import { sendBotMessage } from '../domain/bot-messages.ts';
import type { RouteTable } from './types.ts';

export const botRoutes: RouteTable = {
  sendBotMessage: (req) => ({ data: sendBotMessage(req, req.params['uid'] ?? '', req.body) }),
};
