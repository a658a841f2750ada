import {
  createReason,
  deleteReason,
  getReason,
  listReasons,
  updateReason,
} from '../domain/moderation-reasons.ts';
import { contextOf, type RouteTable } from './types.ts';

export const moderationReasonRoutes: RouteTable<'moderation-reasons'> = {
  createFlagReason: (req) => ({ data: createReason(contextOf(req), req.body) }),
  listFlagReasons: (req) => listReasons(contextOf(req), req.query),
  getFlagReason: (req) => ({ data: getReason(contextOf(req), req.params.id) }),
  updateFlagReason: (req) => ({ data: updateReason(contextOf(req), req.params.id, req.body) }),
  deleteFlagReason: (req) => ({ data: deleteReason(contextOf(req), req.params.id) }),
};
