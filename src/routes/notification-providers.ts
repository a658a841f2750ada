/**
 * The notification providers' thirty routes (SPEC 20): each a call of one of two domain modules,
 * named by the kind of provider, so the handlers of alike operations are one line each.
 */
import type { JsonObject } from '../contract/json.ts';
import {
  deleteProvider,
  getProvider,
  saveProvider,
  updateProvider,
} from '../domain/notification-providers.ts';
import {
  addPushProvider,
  deletePushProvider,
  listPushProviders,
  setDefaultPushProvider,
  updatePushProvider,
  type PushKind,
} from '../domain/push-providers.ts';
import type { NotificationProviderKind } from '../store/notification-records.ts';
import { isObject } from '../domain/message-body.ts';
import { contextOf, type HandlerResult, type RouteTable } from './types.ts';

interface Req {
  state: Parameters<typeof contextOf>[0]['state'];
  clock: Parameters<typeof contextOf>[0]['clock'];
  params: object;
  // The validator has checked the body against the operation's schema (routes/types.ts).
  body: unknown;
}

const idOf = (req: Req): string => (req.params as { providerId: string }).providerId;
/** The body the validator held to the operation's schema: a JSON object (a check, not a cast). */
const bodyOf = (req: Req): JsonObject => (isObject(req.body) ? req.body : {});

/** An FCM or APNs body: its `providerId` is required by the operation's schema, a string. */
const pushBodyOf = (req: Req): JsonObject & { providerId: string } => {
  const body = bodyOf(req);
  return { ...body, providerId: String(body.providerId) };
};

/** The five handlers of FCM or APNs. */
const push = (kind: PushKind) => ({
  list: (req: Req): HandlerResult => ({ data: listPushProviders(contextOf(req), kind) }),
  add: (req: Req): HandlerResult => ({ data: addPushProvider(contextOf(req), kind, pushBodyOf(req)) }),
  update: (req: Req): HandlerResult => ({ data: updatePushProvider(contextOf(req), kind, pushBodyOf(req)) }),
  setDefault: (req: Req): HandlerResult => ({
    data: setDefaultPushProvider(contextOf(req), kind, idOf(req)),
  }),
  remove: (req: Req): HandlerResult => ({ data: deletePushProvider(contextOf(req), kind, idOf(req)) }),
});

/** The four handlers of Twilio, SendGrid or a custom provider. */
const single = (kind: NotificationProviderKind) => ({
  get: (req: Req): HandlerResult => ({ data: getProvider(contextOf(req), kind) }),
  save: (req: Req): HandlerResult => ({ data: saveProvider(contextOf(req), kind, bodyOf(req)) }),
  update: (req: Req): HandlerResult => ({ data: updateProvider(contextOf(req), kind, bodyOf(req)) }),
  remove: (req: Req): HandlerResult => ({ data: deleteProvider(contextOf(req), kind) }),
});

const fcm = push('fcm');
const apns = push('apns');
const twilio = single('twilio');
const sendGrid = single('sendgrid');
const customPush = single('customPush');
const customSms = single('customSms');
const customEmail = single('customEmail');

export const notificationProviderRoutes: RouteTable<'notification-providers'> = {
  addFcmProvider: fcm.add,
  listFcmProviders: fcm.list,
  updateFcmProvider: fcm.update,
  setDefaultFcmProvider: fcm.setDefault,
  deleteFcmProvider: fcm.remove,
  addApnsProvider: apns.add,
  listApnsProviders: apns.list,
  updateApnsProvider: apns.update,
  setDefaultApnsProvider: apns.setDefault,
  deleteApnsProvider: apns.remove,
  saveTwilioProvider: twilio.save,
  getTwilioProvider: twilio.get,
  updateTwilioProvider: twilio.update,
  deleteTwilioProvider: twilio.remove,
  saveSendGridProvider: sendGrid.save,
  getSendGridProvider: sendGrid.get,
  updateSendGridProvider: sendGrid.update,
  deleteSendGridProvider: sendGrid.remove,
  saveCustomPushProvider: customPush.save,
  getCustomPushProvider: customPush.get,
  updateCustomPushProvider: customPush.update,
  deleteCustomPushProvider: customPush.remove,
  saveCustomSmsProvider: customSms.save,
  getCustomSmsProvider: customSms.get,
  updateCustomSmsProvider: customSms.update,
  deleteCustomSmsProvider: customSms.remove,
  saveCustomEmailProvider: customEmail.save,
  getCustomEmailProvider: customEmail.get,
  updateCustomEmailProvider: customEmail.update,
  deleteCustomEmailProvider: customEmail.remove,
};
