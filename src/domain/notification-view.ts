/**
 * What notifications a user gets, as the app's settings and the user's own choices make it (SPEC 20):
 * the app's settings are the defaults deep-merged with what PATCH /notifications/v1/settings stored;
 * a user's choice counts only where the app's `…Override` flag lets users override it, read at the time
 * of the event (an override turned off later silences the stored choice again). The preference
 * operations write what this reads; the outbox decides by it.
 */
import { isObject } from './message-body.ts';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
} from '../contract/notification-defaults.ts';
import type { Json, JsonObject } from '../contract/json.ts';
import type { AppState } from '../store/state.ts';
import type { NotificationUserRecord } from '../store/notification-records.ts';

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One day of the schedule: notify between `from` and `to` (HHMM, the user's timezone); `dnd` is the day off. */
export interface DaySchedule {
  from: number;
  to: number;
  dnd: boolean;
}

/** 1 don't notify, 2 notify for all, 3 for mentions only (reactions: 2 on own messages, 3 on all). */
export type Choice = 1 | 2 | 3;

/** The user's settings in the PATCH body's names (groupPreferences, oneOnOnePreferences), resolved. */
export interface RecipientPreferences {
  group: {
    groupMessages: Choice;
    groupReplies: Choice;
    groupReactions: Choice;
    groupMemberLeft: Choice;
    groupMemberAdded: Choice;
    groupMemberJoined: Choice;
    groupMemberKicked: Choice;
    groupMemberBanned: Choice;
    groupMemberUnbanned: Choice;
    groupMemberScopeChanged: Choice;
  };
  oneOnOne: { oneOnOneMessages: Choice; oneOnOneReplies: Choice; oneOnOneReactions: Choice };
  /** App-level only: whether edits and deletions notify (1 no, 2 yes), per conversation type. */
  messageEdited: { group: Choice; oneOnOne: Choice };
  messageDeleted: { group: Choice; oneOnOne: Choice };
  dnd: boolean;
  schedule: Record<Weekday, DaySchedule>;
  /** Whether the privacy templates apply to this user (the app's mode 1, 2 or 3 with the user's choice). */
  usePrivacyTemplate: boolean;
  /** IANA zone; `UTC` when none was set. */
  timezone: string;
  /** Conversations muted by the user, `group_{guid}` or the other user's uid → until (ms), where mutes are allowed. */
  mutedUntil: (type: 'oneOnOne' | 'group', id: string) => number | undefined;
  /** The same by `muteKey(type, id)`, for a key made once for all of an event's recipients. */
  muted: ReadonlyMap<string, number>;
  /** The app's settings these were resolved with: resolved again once they change. */
  settings: NotificationSettings;
  /** How many conversations are muted: none (most users) spares the decision a lookup. */
  mutes: number;
  /**
   * The schedule's answer for the last minute it was asked (notification-decision.ts): every
   * recipient of an event, and every event of that minute, asks again, and the user's zone, day and
   * hours are read once a minute instead. The one field of these preferences that changes.
   */
  scheduleMinute: number;
  outsideSchedule: boolean;
  contactDetails: { email?: string; phno?: string };
}

const objectAt = (value: Json | undefined): JsonObject => (isObject(value) ? value : {});

/** How a muted conversation is looked up. */
export const muteKey = (type: 'oneOnOne' | 'group', id: string): string => `${type}/${id}`;

/** `changes` laid over `base`, objects merged key by key, anything else replaced. */
export function deepMerge(base: JsonObject, changes: JsonObject): JsonObject {
  const merged: JsonObject = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    const before = Object.hasOwn(merged, key) ? merged[key] : undefined;
    // An object of the base is never replaced by a value that is not one: the settings' shape holds
    // whatever a state import stored (its schema takes any object), so a reader never meets a number
    // where it reads fields. Defined, not assigned: a key `__proto__` (JSON.parse makes it an own
    // key) stays a key.
    Object.defineProperty(merged, key, {
      value: isObject(before) ? (isObject(value) ? deepMerge(before, value) : before) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return merged;
}

const mergedSettings = new WeakMap<object, NotificationSettings>();

/**
 * Settings `changes` laid over `base` as PATCH /notifications/v1/settings lays them: deep-merged, but
 * `preferences.push.customJson` replaced whole. It is the app's own data, sent as `custom` with every
 * push: merged, a key once sent could never be taken out again, and PATCHes of new keys would grow it
 * without bound (docs/decisions/notification-preferences.md).
 */
export function mergeSettings(base: JsonObject, changes: JsonObject): JsonObject {
  const merged = deepMerge(base, changes);
  const custom = objectAt(objectAt(changes.preferences).push).customJson;
  if (!isObject(custom)) return merged;
  const preferences = objectAt(merged.preferences);
  const push = { ...objectAt(preferences.push), customJson: custom };
  return { ...merged, preferences: { ...preferences, push } };
}

/** The app's settings now: the defaults with what PATCH stored laid over them. */
export function appNotificationSettings(state: AppState): NotificationSettings {
  const stored = state.notificationSettings.get('app');
  if (stored === undefined) return DEFAULT_NOTIFICATION_SETTINGS;
  // Merged once per stored record (a change puts a new one): every recipient of an event reads it.
  let merged = mergedSettings.get(stored);
  if (merged === undefined) {
    // The PATCH body was checked against the settings' schema when stored, so the merge has their shape.
    merged = mergeSettings(DEFAULT_NOTIFICATION_SETTINGS, stored.settings) as unknown as NotificationSettings;
    mergedSettings.set(stored, merged);
  }
  return merged;
}

const choice = (value: Json | undefined, fallback: number): Choice =>
  value === 1 || value === 2 || value === 3 ? value : (fallback as Choice);

/** The user's preferences as they apply now. */
export function recipientPreferences(state: AppState, uid: string): RecipientPreferences {
  const app = appNotificationSettings(state);
  const record = state.notificationUsers.get(uid);
  // Read once per stored record and settings (a change puts new ones): an event's recipients all ask.
  // The answer is shared, so callers only read it.
  const key: object = record ?? app;
  const held = resolved.get(key);
  if (held?.settings === app) return held;
  const prefs = resolvePreferences(app, record);
  resolved.set(key, prefs);
  return prefs;
}

const resolved = new WeakMap<object, RecipientPreferences>();

function resolvePreferences(
  app: NotificationSettings,
  record: NotificationUserRecord | undefined,
): RecipientPreferences {
  const { group, oneOnOne, mute } = app.preferences;
  const own = objectAt(record?.preferences);
  const ownGroup = objectAt(own.groupPreferences);
  const ownOne = objectAt(own.oneOnOnePreferences);
  const ownMute = objectAt(own.mutePreferences);
  const pick = (override: boolean, mine: Json | undefined, setting: number): Choice =>
    override ? choice(mine, setting) : (setting as Choice);
  const member = (name: string, setting: number, override: boolean) =>
    pick(override, ownGroup[`groupMember${name}`], setting);
  const appSchedule = mute.schedulePreferenceSetting as Record<Weekday, DaySchedule>;
  const ownSchedule = mute.schedulePreferenceOverride ? objectAt(ownMute.schedule) : {};
  const schedule = Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      { ...appSchedule[day], ...(objectAt(ownSchedule[day]) as Partial<DaySchedule>) },
    ]),
  ) as Record<Weekday, DaySchedule>;
  const mode = app.templates.usePrivacyTemplate as number;
  const userPrivacy = own.usePrivacyTemplate === true;
  const muted = new Map<string, number>();
  for (const entry of record?.mutedConversations ?? []) {
    const allowed = entry.type === 'group' ? mute.mutedGroupsOverride : mute.mutedOneOnOnesOverride;
    if (allowed) muted.set(muteKey(entry.type, entry.id), entry.until);
  }
  return {
    group: {
      groupMessages: pick(group.messagesOverride, ownGroup.groupMessages, group.messagesSetting),
      groupReplies: pick(group.repliesOverride, ownGroup.groupReplies, group.repliesSetting),
      groupReactions: pick(group.reactionsOverride, ownGroup.groupReactions, group.reactionsSetting),
      groupMemberLeft: member('Left', group.memberLeftSetting, group.memberLeftOverride),
      groupMemberAdded: member('Added', group.memberAddedSetting, group.memberAddedOverride),
      groupMemberJoined: member('Joined', group.memberJoinedSetting, group.memberJoinedOverride),
      groupMemberKicked: member('Kicked', group.memberKickedSetting, group.memberKickedOverride),
      groupMemberBanned: member('Banned', group.memberBannedSetting, group.memberBannedOverride),
      groupMemberUnbanned: member('Unbanned', group.memberUnbannedSetting, group.memberUnbannedOverride),
      groupMemberScopeChanged: member(
        'ScopeChanged',
        group.memberScopeChangedSetting,
        group.memberScopeChangedOverride,
      ),
    },
    oneOnOne: {
      oneOnOneMessages: pick(oneOnOne.messagesOverride, ownOne.oneOnOneMessages, oneOnOne.messagesSetting),
      oneOnOneReplies: pick(oneOnOne.repliesOverride, ownOne.oneOnOneReplies, oneOnOne.repliesSetting),
      oneOnOneReactions: pick(
        oneOnOne.reactionsOverride,
        ownOne.oneOnOneReactions,
        oneOnOne.reactionsSetting,
      ),
    },
    messageEdited: {
      group: choice(group.messageEditedSetting, 2),
      oneOnOne: choice(oneOnOne.messageEditedSetting, 2),
    },
    messageDeleted: {
      group: choice(group.messageDeletedSetting, 2),
      oneOnOne: choice(oneOnOne.messageDeletedSetting, 2),
    },
    dnd:
      (mute.dndPreferenceOverride
        ? choice(ownMute.dnd, mute.dndPreferenceSetting)
        : mute.dndPreferenceSetting) === 2,
    schedule,
    usePrivacyTemplate: mode === 2 || (mode === 3 && userPrivacy),
    timezone: record?.timezone ?? 'UTC',
    mutedUntil: (type, id) => muted.get(muteKey(type, id)),
    muted,
    mutes: muted.size,
    settings: app,
    scheduleMinute: Number.NaN,
    outsideSchedule: false,
    contactDetails: { ...record?.contactDetails },
  };
}
