import { subscribeThread, unsubscribeThread } from '../domain/thread-subscriptions.ts';
import { listThreadReplies, sendThreadReply } from '../domain/threads.ts';
import { listThreads } from '../domain/thread-lists.ts';
import { contextOf, type RouteTable } from './types.ts';

export const threadRoutes: RouteTable<'threads'> = {
  sendThreadMessage: (req) => ({
    data: sendThreadReply(contextOf(req), req.onBehalfOf, req.params.id, req.body),
  }),
  listThreadMessages: (req) => listThreadReplies(contextOf(req), req.params.id, req.onBehalfOf, req.query),
  listThreads: (req) => listThreads(contextOf(req), req.onBehalfOf, req.query),
  subscribeThread: (req) => ({ data: subscribeThread(contextOf(req), req.params.id, req.onBehalfOf) }),
  unsubscribeThread: (req) => ({ data: unsubscribeThread(contextOf(req), req.params.id, req.onBehalfOf) }),
};
