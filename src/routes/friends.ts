import { addFriends, listFriends, removeFriends } from '../domain/friends.ts';
import { contextOf, type RouteTable } from './types.ts';

export const friendRoutes: RouteTable<'friends'> = {
  addFriends: (req) => ({
    data: addFriends(contextOf(req), req.params.uid, req.body.accepted, {
      addToConversations: req.body.addToConversations,
    }),
  }),
  listFriends: (req) => {
    const page = listFriends(contextOf(req), req.params.uid, req.query);
    return { data: page.data, meta: page.meta };
  },
  removeFriends: (req) => ({ data: removeFriends(contextOf(req), req.params.uid, req.body.friends) }),
};
