import { addReaction, listReactions, removeReaction } from '../domain/reactions.ts';
import { contextOf, type RouteTable } from './types.ts';

export const reactionRoutes: RouteTable<'reactions'> = {
  addReaction: (req) => ({
    data: addReaction(contextOf(req), req.params.id, req.params.reaction, req.onBehalfOf),
  }),
  removeReaction: (req) => ({
    data: removeReaction(contextOf(req), req.params.id, req.params.reaction, req.onBehalfOf),
  }),
  listReactions: (req) => listReactions(contextOf(req), req.params.id, req.query, req.onBehalfOf),
  listReactionsByEmoji: (req) =>
    listReactions(
      contextOf(req),
      req.params.id,
      { ...req.query, reaction: req.params.reaction },
      req.onBehalfOf,
    ),
};
