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
import { contextOf, type RouteTable } from './types.ts';

export const notificationPreferenceRoutes: RouteTable<'notification-preferences'> = {
  getNotificationSettings: (req) => ({ data: getNotificationSettings(contextOf(req)) }),
  // The validator has held the body to the settings' closed schema, all of it JSON.
  updateNotificationSettings: (req) => ({
    data: updateNotificationSettings(contextOf(req), req.body as unknown as JsonObject),
  }),
  resetNotificationSettings: (req) => ({ data: resetNotificationSettings(contextOf(req)) }),
  getNotificationPreferences: (req) => ({ data: getPreferences(contextOf(req), req.query.uid) }),
  updateNotificationPreferences: (req) => ({
    data: updatePreferences(contextOf(req), req.query.uid, req.body as unknown as JsonObject),
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
