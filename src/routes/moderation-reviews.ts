import { flagMessage } from '../domain/moderation-flags.ts';
import {
  listFlaggedMessages,
  listReviewedMessages,
  reviewBlockedMessage,
  reviewFlaggedMessage,
} from '../domain/moderation-reviews.ts';
import { contextOf, type RouteTable } from './types.ts';

export const moderationReviewRoutes: RouteTable<'moderation-reviews'> = {
  flagMessage: (req) => ({ data: flagMessage(contextOf(req), req.params.id, req.onBehalfOf, req.body) }),
  listFlaggedMessages: (req) => listFlaggedMessages(contextOf(req), req.query, req.appId),
  reviewFlaggedMessage: (req) => ({
    data: reviewFlaggedMessage(contextOf(req), req.params.id, req.body.status),
  }),
  // One route for the reference's two operations on it: the body tells which answer it expects.
  reviewBlockedMessage: (req) => ({ data: reviewBlockedMessage(contextOf(req), req.params.id, req.body) }),
  listReviewedMessages: (req) => listReviewedMessages(contextOf(req), req.query, req.appId),
};
