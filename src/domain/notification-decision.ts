/**
 * Whether the real service would notify one recipient of one event, and if not, why (SPEC 20): the
 * first that applies of do-not-disturb, a muted conversation, the schedule, then the event's own
 * preference. What comes after (a token whose provider is gone, no token at all, quotas, missing
 * contact details) belongs to the channel and is decided where the channel is.
 */
import { type Choice, type RecipientPreferences, WEEKDAYS, type Weekday } from './notification-view.ts';

export type NotificationTrigger =
  | 'after_message'
  | 'message_edited'
  | 'message_deleted'
  | 'message_reaction_added'
  | 'after_group_members_added'
  | 'after_group_members_kicked'
  | 'after_group_members_banned'
  | 'after_group_members_unbanned'
  | 'after_scope_changed';

/** The reasons of the logs' `reason` enum this decision gives. */
export type PreferenceReason =
  | 'DND_PREFERENCE'
  | 'MUTE_PREFERENCE'
  | 'SCHEDULE_PREFERENCE'
  | 'MESSAGES_PREFERENCE'
  | 'REPLIES_PREFERENCE'
  | 'MESSAGE_ACTIONS_PREFERENCE'
  | 'REACTIONS_PREFERENCE'
  | 'GROUP_ACTIONS_PREFERENCE';

/** What a recipient would be notified of. */
export interface NotificationSubject {
  trigger: NotificationTrigger;
  /** The conversation as the recipient mutes it: a group by guid, a one-to-one by the other user's uid. */
  conversation: { type: 'oneOnOne' | 'group'; id: string };
  /** `muteKey` of the conversation, when the caller made it once for several recipients. */
  muteKey?: string;
  /** A thread reply (`after_message` with a parent). */
  isReply?: boolean;
  /** For a reaction: whether the reacted message is the recipient's own. */
  ownMessage?: boolean;
}

/** Weekday and HHMM of `nowMs` in `timeZone`; formatters are made once per zone. */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Per zone, the last minute read: an event's recipients share the time, and formatToParts is the cost. */
const lastRead = new Map<string, { minute: number; time: { day: Weekday; hhmm: number } }>();
function localTime(nowMs: number, timeZone: string): { day: Weekday; hhmm: number } {
  const minute = Math.floor(nowMs / 60_000);
  const last = lastRead.get(timeZone);
  if (last?.minute === minute) return last.time;
  const time = readLocalTime(nowMs, timeZone);
  lastRead.set(timeZone, { minute, time });
  return time;
}

function readLocalTime(nowMs: number, timeZone: string): { day: Weekday; hhmm: number } {
  let format = formatters.get(timeZone);
  if (format === undefined) {
    const options = { weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      // A zone this runtime does not know (a state import stores any text): the user's day is UTC's.
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formatters.set(timeZone, format);
  }
  let day: Weekday = 'sunday';
  let hour = 0;
  let minute = 0;
  for (const part of format.formatToParts(nowMs)) {
    if (part.type === 'weekday') day = WEEKDAYS.find((d) => d === part.value.toLowerCase()) ?? day;
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { day, hhmm: hour * 100 + minute };
}

/** Whether `nowMs` falls outside the user's notification hours (or on their day off). */
export function outsideSchedule(prefs: RecipientPreferences, nowMs: number): boolean {
  const minute = Math.floor(nowMs / 60_000);
  if (prefs.scheduleMinute === minute) return prefs.outsideSchedule;
  const { day, hhmm } = localTime(nowMs, prefs.timezone);
  const today = prefs.schedule[day];
  prefs.scheduleMinute = minute;
  prefs.outsideSchedule = today.dnd || hhmm < today.from || hhmm > today.to;
  return prefs.outsideSchedule;
}

const notifies = (choice: Choice): boolean => choice === 2;

function eventPreference(
  prefs: RecipientPreferences,
  subject: NotificationSubject,
): PreferenceReason | undefined {
  const group = subject.conversation.type === 'group';
  switch (subject.trigger) {
    case 'after_message':
      if (subject.isReply === true)
        return notifies(group ? prefs.group.groupReplies : prefs.oneOnOne.oneOnOneReplies)
          ? undefined
          : 'REPLIES_PREFERENCE';
      // Mentions only (3) counts as not notified: the sandbox keeps no mentions.
      return notifies(group ? prefs.group.groupMessages : prefs.oneOnOne.oneOnOneMessages)
        ? undefined
        : 'MESSAGES_PREFERENCE';
    case 'message_edited':
    case 'message_deleted': {
      const setting = subject.trigger === 'message_edited' ? prefs.messageEdited : prefs.messageDeleted;
      return notifies(group ? setting.group : setting.oneOnOne) ? undefined : 'MESSAGE_ACTIONS_PREFERENCE';
    }
    case 'message_reaction_added': {
      const choice = group ? prefs.group.groupReactions : prefs.oneOnOne.oneOnOneReactions;
      // 2: reactions to one's own messages; 3: to every message.
      const wanted = choice === 3 || (choice === 2 && subject.ownMessage === true);
      return wanted ? undefined : 'REACTIONS_PREFERENCE';
    }
    default: {
      const choice = {
        after_group_members_added: prefs.group.groupMemberAdded,
        after_group_members_kicked: prefs.group.groupMemberKicked,
        after_group_members_banned: prefs.group.groupMemberBanned,
        after_group_members_unbanned: prefs.group.groupMemberUnbanned,
        after_scope_changed: prefs.group.groupMemberScopeChanged,
      }[subject.trigger];
      return notifies(choice) ? undefined : 'GROUP_ACTIONS_PREFERENCE';
    }
  }
}

/** Why the recipient would not be notified now, or undefined when the preferences let it through. */
export function preferenceDecision(
  prefs: RecipientPreferences,
  subject: NotificationSubject,
  nowMs: number,
): PreferenceReason | undefined {
  if (prefs.dnd) return 'DND_PREFERENCE';
  const until =
    prefs.mutes === 0
      ? undefined
      : subject.muteKey === undefined
        ? prefs.mutedUntil(subject.conversation.type, subject.conversation.id)
        : prefs.muted.get(subject.muteKey);
  if (until !== undefined && until > nowMs) return 'MUTE_PREFERENCE';
  if (outsideSchedule(prefs, nowMs)) return 'SCHEDULE_PREFERENCE';
  return eventPreference(prefs, subject);
}
