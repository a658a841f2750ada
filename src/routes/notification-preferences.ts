import type { JsonObject } from '../contract/json.ts';
import {
  getNotificationSettings,
  getPreferences,
  resetNotificationSettings,
  resetPreferences,
  updateNotificationSettings,
  updatePreferences,
} from '../domain/notification-preferences.ts';
import {
  deleteContactDetails,
  getContactDetails,
  getTimezone,
  listMutedConversations,
  muteConversations,
  unmuteConversations,
  updateContactDetails,
  updateTimezone,
} from '../domain/notification-user-settings.ts';
import { isObject } from '../domain/message-body.ts';
import { contextOf, type RouteTable } from './types.ts';

/** The body the validator held to its closed schema: a JSON object (a check, not a cast). */
const bodyOf = (body: unknown): JsonObject => (isObject(body) ? body : {});

export const notificationPreferenceRoutes: RouteTable<'notification-preferences'> = {
  getNotificationSettings: (req) => ({ data: getNotificationSettings(contextOf(req)) }),
  // The validator has held the body to the settings' closed schema, all of it JSON.
  updateNotificationSettings: (req) => ({
    data: updateNotificationSettings(contextOf(req), bodyOf(req.body)),
  }),
  resetNotificationSettings: (req) => ({ data: resetNotificationSettings(contextOf(req)) }),
  getNotificationPreferences: (req) => ({ data: getPreferences(contextOf(req), req.query.uid) }),
  updateNotificationPreferences: (req) => ({
    data: updatePreferences(contextOf(req), req.query.uid, bodyOf(req.body)),
  }),
  resetNotificationPreferences: (req) => ({ data: resetPreferences(contextOf(req), req.query.uid) }),
  listMutedConversations: (req) => ({ data: listMutedConversations(contextOf(req), req.query.uid) }),
  muteConversations: (req) => ({
    data: muteConversations(contextOf(req), req.query.uid, req.body.conversations),
  }),
  unmuteConversations: (req) => ({
    data: unmuteConversations(contextOf(req), req.query.uid, req.body.conversations),
  }),
  getNotificationTimezone: (req) => ({ data: getTimezone(contextOf(req), req.query.uid) }),
  updateNotificationTimezone: (req) => ({
    data: updateTimezone(contextOf(req), req.query.uid, req.body.timezone),
  }),
  getContactDetails: (req) => ({ data: getContactDetails(contextOf(req), req.onBehalfOf) }),
  updateContactDetails: (req) => ({
    data: updateContactDetails(contextOf(req), req.onBehalfOf, req.body),
  }),
  deleteContactDetails: (req) => ({ data: deleteContactDetails(contextOf(req), req.onBehalfOf) }),
};
