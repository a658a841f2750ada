import {
  deletePushToken,
  listPushTokens,
  registerPushToken,
  unregisterPushTokens,
} from '../domain/push-tokens.ts';
import { contextOf, type RouteTable } from './types.ts';

export const pushTokenRoutes: RouteTable<'push-tokens'> = {
  registerPushToken: (req) => ({ data: registerPushToken(contextOf(req), req.body) }),
  listPushTokens: (req) => ({
    data: listPushTokens(contextOf(req), req.query.authToken, req.query.all === true),
  }),
  unregisterPushTokens: (req) => ({
    data: unregisterPushTokens(contextOf(req), req.body.authToken, req.query.all === true),
  }),
  deletePushToken: (req) => ({
    data: deletePushToken(contextOf(req), req.params.pushToken, req.body?.authToken),
  }),
};
