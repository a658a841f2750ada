/**
 * The app's notification settings and a user's preferences (SPEC 20): what notification-view.ts reads
 * and the outbox decides by. The settings hold the PATCH bodies merged (mergeSettings); a user's record
 * holds the parts of their PATCH bodies the app lets users choose, merged, and the answers read it back
 * through recipientPreferences, the same reading the outbox makes.
 */
import { isObject } from './message-body.ts';
import type { Json, JsonObject } from '../contract/json.ts';
import type { NotificationUserRecord } from '../store/notification-records.ts';
import type { DomainContext } from './context.ts';
import { requireUser } from './group-lookup.ts';
import {
  appNotificationSettings,
  deepMerge,
  mergeSettings,
  recipientPreferences,
  WEEKDAYS,
} from './notification-view.ts';

type Success = { success: true };
const SUCCESS: Success = { success: true };

export const getNotificationSettings = (ctx: DomainContext): JsonObject => appNotificationSettings(ctx.state);

/** Merged into what earlier PATCHes stored; the body was checked against the settings' closed schema. */
export function updateNotificationSettings(ctx: DomainContext, body: JsonObject): Success {
  const stored = ctx.state.notificationSettings.get('app')?.settings ?? {};
  const settings = mergeSettings(stored, body);
  ctx.state.notificationSettings.put({ id: 'app', settings, updatedAt: ctx.clock.now() });
  return SUCCESS;
}

/** Back to the defaults: the reference's example values (contract/notification-defaults.ts). */
export function resetNotificationSettings(ctx: DomainContext): Success {
  ctx.state.notificationSettings.delete('app');
  return SUCCESS;
}

/** The user's record, or a new empty one. */
export function notificationUserOf(ctx: DomainContext, uid: string): NotificationUserRecord {
  requireUser(ctx, uid);
  return ctx.state.notificationUsers.get(uid) ?? { uid, updatedAt: ctx.clock.now() };
}

/** Stored, or dropped when it holds nothing any more (the defaults need no record). */
export function putNotificationUser(ctx: DomainContext, record: NotificationUserRecord): void {
  const { uid, updatedAt: _, ...fields } = record;
  if (Object.values(fields).every((v) => v === undefined)) ctx.state.notificationUsers.delete(uid);
  else ctx.state.notificationUsers.put({ ...record, updatedAt: ctx.clock.now() });
}

/** The keys of `part` whose override the app has on; the others are passed over silently (SPEC 20). */
function allowedPart(part: Json | undefined, overrides: Record<string, boolean>): JsonObject | undefined {
  if (!isObject(part)) return undefined;
  const kept = Object.entries(part).filter(([key]) => overrides[key] === true);
  return kept.length === 0 ? undefined : Object.fromEntries(kept);
}

/** What of a PATCH body the app lets users choose now. */
function allowedChoices(ctx: DomainContext, body: JsonObject): JsonObject {
  const app = appNotificationSettings(ctx.state);
  const { group, oneOnOne, mute } = app.preferences;
  const member = (e: string) => (group as Record<string, Json>)[`member${e}Override`] === true;
  const events = ['Left', 'Added', 'Joined', 'Kicked', 'Banned', 'Unbanned', 'ScopeChanged'];
  const choices: JsonObject = {};
  const groupPart = allowedPart(body.groupPreferences, {
    groupMessages: group.messagesOverride,
    groupReplies: group.repliesOverride,
    groupReactions: group.reactionsOverride,
    ...Object.fromEntries(events.map((e) => [`groupMember${e}`, member(e)])),
  });
  if (groupPart) choices.groupPreferences = groupPart;
  const onePart = allowedPart(body.oneOnOnePreferences, {
    oneOnOneMessages: oneOnOne.messagesOverride,
    oneOnOneReplies: oneOnOne.repliesOverride,
    oneOnOneReactions: oneOnOne.reactionsOverride,
  });
  if (onePart) choices.oneOnOnePreferences = onePart;
  const mutePart = allowedPart(body.mutePreferences, {
    dnd: mute.dndPreferenceOverride,
    schedule: mute.schedulePreferenceOverride,
  });
  if (mutePart) choices.mutePreferences = mutePart;
  if (typeof body.usePrivacyTemplate === 'boolean' && (app.templates.usePrivacyTemplate as number) === 3)
    choices.usePrivacyTemplate = body.usePrivacyTemplate;
  return choices;
}

/**
 * What the user gets now, in the app settings' names (the reference's example): each `…Setting` the
 * user's choice where the app lets them choose, else the app's; the app's override flags, sound and
 * push templates.
 */
export function preferencesView(ctx: DomainContext, uid: string): JsonObject {
  const app = appNotificationSettings(ctx.state);
  const mine = recipientPreferences(ctx.state, uid);
  const { group, oneOnOne, mute } = app.preferences;
  const g = mine.group;
  const members = ['Left', 'Added', 'Joined', 'Kicked', 'Banned', 'Unbanned', 'ScopeChanged'] as const;
  const groupView: JsonObject = {
    messagesSetting: g.groupMessages,
    messagesOverride: group.messagesOverride,
    repliesSetting: g.groupReplies,
    repliesOverride: group.repliesOverride,
    reactionsSetting: g.groupReactions,
    reactionsOverride: group.reactionsOverride,
  };
  for (const e of members) {
    groupView[`member${e}Setting`] = g[`groupMember${e}`];
    groupView[`member${e}Override`] = group[`member${e}Override`];
  }
  const schedule = Object.fromEntries(WEEKDAYS.map((day) => [day, { ...mine.schedule[day] }]));
  const {
    emailSubjectTemplateDefault: _ed,
    emailSubjectTemplatePrivacy: _ep,
    smsContentTemplateDefault: _sd,
    smsContentTemplatePrivacy: _sp,
    ...pushTemplates
  } = app.templates;
  return {
    preferences: {
      group: groupView,
      oneOnOne: {
        messagesSetting: mine.oneOnOne.oneOnOneMessages,
        messagesOverride: oneOnOne.messagesOverride,
        repliesSetting: mine.oneOnOne.oneOnOneReplies,
        repliesOverride: oneOnOne.repliesOverride,
        reactionsSetting: mine.oneOnOne.oneOnOneReactions,
        reactionsOverride: oneOnOne.reactionsOverride,
      },
      mute: {
        dndPreferenceSetting: mine.dnd ? 2 : 1,
        dndPreferenceOverride: mute.dndPreferenceOverride,
        schedulePreferenceSetting: schedule,
        schedulePreferenceOverride: mute.schedulePreferenceOverride,
        mutedGroupsOverride: mute.mutedGroupsOverride,
        mutedOneOnOnesOverride: mute.mutedOneOnOnesOverride,
      },
    },
    sound: { ...app.sound },
    templates: pushTemplates as JsonObject,
  };
}

export function getPreferences(ctx: DomainContext, uid: string): JsonObject {
  requireUser(ctx, uid);
  return preferencesView(ctx, uid);
}

/** The choices the app allows merged into the stored ones; the others are passed over, not refused. */
export function updatePreferences(ctx: DomainContext, uid: string, body: JsonObject): JsonObject {
  const record = notificationUserOf(ctx, uid);
  const choices = allowedChoices(ctx, body);
  if (Object.keys(choices).length > 0)
    putNotificationUser(ctx, { ...record, preferences: deepMerge(record.preferences ?? {}, choices) });
  return preferencesView(ctx, uid);
}

/** The user's choices dropped; the answer is what they get now, the app's, in the PATCH body's names. */
export function resetPreferences(ctx: DomainContext, uid: string): JsonObject {
  const { preferences: _, ...rest } = notificationUserOf(ctx, uid);
  putNotificationUser(ctx, rest);
  const mine = recipientPreferences(ctx.state, uid);
  return {
    groupPreferences: { ...mine.group },
    oneOnOnePreferences: { ...mine.oneOnOne },
    mutePreferences: {
      dnd: mine.dnd ? 2 : 1,
      schedule: Object.fromEntries(WEEKDAYS.map((day) => [day, { ...mine.schedule[day] }])),
    },
    usePrivacyTemplate: mine.usePrivacyTemplate,
  };
}
