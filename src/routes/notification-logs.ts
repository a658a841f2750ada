import { listNotificationLogs } from '../domain/notification-logs.ts';
import { contextOf, type RouteTable } from './types.ts';

export const notificationLogRoutes: RouteTable<'notification-logs'> = {
  listNotificationLogs: (req) => listNotificationLogs(contextOf(req), req.query),
};
