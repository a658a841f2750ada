import { ApiError } from '../contract/errors.ts';
import { listReactions } from '../domain/reactions.ts';
import { addReaction, removeReaction } from '../domain/reactions.ts';
import { saveMessage } from '../domain/saved-messages.ts';
import { contextOf, type ApiRequest, type HandlerResult, type RouteTable } from './types.ts';

/** The contract requires onBehalfOf on these operations; this guards a request that skipped it. */
export function actor(req: ApiRequest): string {
  if (req.onBehalfOf !== undefined) return req.onBehalfOf;
  throw new ApiError('ERR_BAD_REQUEST', 'The onBehalfOf header is required for this operation.', {
    details: { onBehalfOf: ['is required'] },
  });
}

const messageId = (req: ApiRequest): string => req.params['id'] ?? '';
const reaction = (req: ApiRequest): string => req.params['reaction'] ?? '';

const listWith = (req: ApiRequest, only: string | undefined): HandlerResult =>
  listReactions(
    contextOf(req),
    messageId(req),
    { reaction: only, limit: req.query['limit'], affix: req.query['affix'], id: req.query['id'] },
    req.onBehalfOf,
  );

export const messageRoutes: RouteTable = {
  addReaction: (req) => ({ data: addReaction(contextOf(req), messageId(req), reaction(req), actor(req)) }),
  removeReaction: (req) => ({
    data: removeReaction(contextOf(req), messageId(req), reaction(req), actor(req)),
  }),
  listReactions: (req) => listWith(req, undefined),
  listReactionsByEmoji: (req) => listWith(req, reaction(req)),
  saveMessage: (req) => ({ data: saveMessage(contextOf(req), messageId(req), actor(req)) }),
};
