import {
  deleteMessage,
  getMessage,
  listGroupMessages,
  listMessages,
  listUserMessages,
  sendMessage,
  updateMessage,
} from '../domain/messages.ts';
import { contextOf, type RouteTable } from './types.ts';

export const messageRoutes: RouteTable<'messages'> = {
  sendMessage: (req) => ({ data: sendMessage(contextOf(req), req.onBehalfOf, req.body) }),
  listMessages: (req) => listMessages(contextOf(req), req.onBehalfOf, req.query),
  getMessage: (req) => ({ data: getMessage(contextOf(req), req.params.id, req.onBehalfOf) }),
  updateMessage: (req) => ({
    data: updateMessage(contextOf(req), req.params.id, req.body, req.onBehalfOf),
  }),
  // The body is optional: without one the message is deleted softly.
  deleteMessage: (req) => ({
    data: deleteMessage(contextOf(req), req.params.id, { permanent: req.body?.permanent }, req.onBehalfOf),
  }),
  listGroupMessages: (req) => listGroupMessages(contextOf(req), req.params.guid, req.onBehalfOf, req.query),
  listUserMessages: (req) => listUserMessages(contextOf(req), req.params.uid, req.onBehalfOf, req.query),
};
