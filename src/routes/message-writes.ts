/** Messages a user sends, edits and deletes, and removing a message from the saved list. */
import { deleteMessage } from '../domain/messages.ts';
import { updateMessage, type MessageChanges } from '../domain/messages.ts';
import { unsaveMessage } from '../domain/saved-messages.ts';
import { sendMessage } from '../domain/messages.ts';
import { actor } from './messages.ts';
import { contextOf, type ApiRequest, type RouteTable } from './types.ts';

const messageId = (req: ApiRequest): string => req.params['id'] ?? '';

export const messageWriteRoutes: RouteTable = {
  sendMessage: (req) => ({ data: sendMessage(contextOf(req), actor(req), req.body) }),
  updateMessage: (req) => ({
    data: updateMessage(contextOf(req), messageId(req), req.body as MessageChanges, req.onBehalfOf),
  }),
  deleteMessage: (req) => {
    // The body is optional: without one the message is deleted softly.
    const body = (req.body ?? {}) as { permanent?: boolean };
    return {
      data: deleteMessage(contextOf(req), messageId(req), { permanent: body.permanent }, req.onBehalfOf),
    };
  },
  unsaveMessage: (req) => ({ data: unsaveMessage(contextOf(req), messageId(req), actor(req)) }),
};
