import {
  createModerationMessage,
  deleteModerationMessage,
  getModerationMessage,
  listModerationMessages,
  updateModerationMessage,
} from '../domain/moderation-messages.ts';
import type { JsonObject } from '../store/state.ts';
import { contextOf, type RouteTable } from './types.ts';

// The validator has checked that the content is a JSON object; its generated type only leaves the
// fields it does not name as `unknown`.
const content = (data: object | undefined) => data as JsonObject | undefined;

export const moderationMessageRoutes: RouteTable<'moderation-messages'> = {
  createModerationMessage: (req) => ({
    data: createModerationMessage(contextOf(req), { ...req.body, data: content(req.body.data) }),
  }),
  listModerationMessages: (req) => listModerationMessages(contextOf(req), req.query),
  getModerationMessage: (req) => ({ data: getModerationMessage(contextOf(req), req.params.id) }),
  updateModerationMessage: (req) => ({
    data: updateModerationMessage(contextOf(req), req.params.id, { data: content(req.body.data) ?? {} }),
  }),
  deleteModerationMessage: (req) => ({ data: deleteModerationMessage(contextOf(req), req.params.id) }),
};
