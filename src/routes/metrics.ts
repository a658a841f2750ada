import { messageMetrics, usageMetrics } from '../domain/metrics.ts';
import { contextOf, type RouteTable } from './types.ts';

export const metricRoutes: RouteTable<'metrics'> = {
  usageMetrics: (req) => ({ data: usageMetrics(contextOf(req), req.query.fromDate, req.query.toDate) }),
  messageMetrics: (req) => ({ data: messageMetrics(contextOf(req), req.appId) }),
};
