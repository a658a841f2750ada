import { pinMessage, unpinMessage } from '../domain/message-pins.ts';
import { contextOf, type RouteTable } from './types.ts';

export const messagePinRoutes: RouteTable<'message-pins'> = {
  pinMessage: (req) => ({ data: pinMessage(contextOf(req), req.params.id, req.onBehalfOf) }),
  unpinMessage: (req) => ({ data: unpinMessage(contextOf(req), req.params.id, req.onBehalfOf) }),
};
