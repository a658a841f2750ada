/**
 * Who of a notice's recipients would be notified, and why not (SPEC 20's Decision), as one set of
 * rows: per recipient their uid, the decision and whether the privacy templates apply. Deactivated
 * users are left out (docs/decisions/notification-outbox.md).
 *
 * A group's rows are kept for its next notices: a busy group's messages ask every member's
 * preferences the same question many times a minute, and reading a hundred users' records and
 * preferences scattered over the heap is most of what a send to the group costs. They are asked
 * again once anything they were made of may have changed: the group's members, any user, any user's
 * notification preferences, the app's settings, who acts and on whose message, or the time — the
 * schedule is read by the minute, and a mute ends at its own millisecond.
 */
import type { AppState } from '../store/state.ts';
import type { NotificationSettings } from '../contract/notification-defaults.ts';
import {
  preferenceDecision,
  type NotificationSubject,
  type NotificationTrigger,
} from './notification-decision.ts';
import { muteKey, recipientPreferences } from './notification-view.ts';
import type { Notice, OutboxRun, Shared } from './outbox-run.ts';

/** A notice's recipients and what was decided for each (read only: batches hold them). */
export interface Decisions {
  readonly uids: readonly string[];
  /** Why not notified; null when notified. */
  readonly reasons: readonly (string | null)[];
  /** The indexes of those notified. */
  readonly notified: readonly number[];
  /** The distinct privacy choices in the order recipients first have them, and each one's index. */
  readonly choices: readonly boolean[];
  readonly choiceOf: readonly number[];
}

/** Whether the privacy templates apply to the recipient at `index`. */
export const privacyAt = (decisions: Decisions, index: number): boolean =>
  decisions.choices[decisions.choiceOf[index]!]!;

/** A group's decisions with what they were made of. */
interface Kept {
  decisions: Decisions;
  members: readonly object[];
  users: number;
  preferences: number;
  settings: NotificationSettings;
  trigger: NotificationTrigger;
  actor: string;
  sender: string | undefined;
  isReply: boolean;
  /** The times (ms) they hold for: the minute they were made in, cut by the mutes around it. */
  from: number;
  until: number;
}

/** Per app, per group: the last decisions made. */
const kept = new WeakMap<AppState, Map<string, Kept>>();

/** The rows of one notice: a group's kept ones while they hold, otherwise decided now. */
export function decisionsOf(run: OutboxRun, notice: Notice, shared: Shared): Decisions {
  const { state } = run.ctx;
  if (shared.group === undefined) return decide(run, notice, shared).decisions;
  const guid = shared.group.guid;
  const members = state.members.list(guid);
  let byGroup = kept.get(state);
  const held = byGroup?.get(guid);
  if (
    held !== undefined &&
    held.members === members &&
    held.users === state.users.version &&
    held.preferences === state.notificationUsers.version &&
    held.settings === run.settings &&
    held.trigger === notice.trigger &&
    held.actor === notice.actor &&
    held.sender === notice.message?.sender &&
    held.isReply === (notice.isReply === true) &&
    run.nowMs >= held.from &&
    run.nowMs < held.until
  )
    return held.decisions;
  const { decisions, from, until } = decide(run, notice, shared);
  if (byGroup === undefined) {
    byGroup = new Map();
    kept.set(state, byGroup);
  }
  byGroup.set(guid, {
    decisions,
    members,
    users: state.users.version,
    preferences: state.notificationUsers.version,
    settings: run.settings,
    trigger: notice.trigger,
    actor: notice.actor,
    sender: notice.message?.sender,
    isReply: notice.isReply === true,
    from,
    until,
  });
  return decisions;
}

/** Decides for every recipient now; with the times the answers hold for. */
function decide(
  run: OutboxRun,
  notice: Notice,
  shared: Shared,
): { decisions: Decisions; from: number; until: number } {
  const { state } = run.ctx;
  const { nowMs } = run;
  const uids: string[] = [];
  const reasons: (string | null)[] = [];
  const choices: boolean[] = [];
  const choiceOf: number[] = [];
  const notified: number[] = [];
  let from = Math.floor(nowMs / 60_000) * 60_000;
  let until = from + 60_000;
  for (const uid of notice.recipients()) {
    const user = state.users.get(uid);
    if (user === undefined || user.deactivatedAt !== undefined) continue;
    const prefs = recipientPreferences(state, uid);
    const subject = subjectFor(shared, notice, uid);
    const reason = preferenceDecision(prefs, subject, nowMs) ?? null;
    const mutedUntil = prefs.mutes === 0 ? undefined : prefs.muted.get(subject.muteKey!);
    if (mutedUntil !== undefined) {
      if (mutedUntil > nowMs) until = Math.min(until, mutedUntil);
      else from = Math.max(from, mutedUntil);
    }
    uids.push(uid);
    reasons.push(reason);
    if (reason === null) notified.push(uids.length - 1);
    const choice = prefs.usePrivacyTemplate;
    let index = choices.indexOf(choice);
    if (index < 0) index = choices.push(choice) - 1;
    choiceOf.push(index);
  }
  // Frozen: batches hold them, and any change would change every batch that does.
  const decisions: Decisions = {
    uids: Object.freeze(uids),
    reasons: Object.freeze(reasons),
    notified: Object.freeze(notified),
    choices: Object.freeze(choices),
    choiceOf: Object.freeze(choiceOf),
  };
  return { decisions: Object.freeze(decisions), from, until };
}

/**
 * What the recipient's preferences are asked about: in a group, one subject for every member but the
 * message's own sender (a reaction's), made once per notice.
 */
function subjectFor(shared: Shared, notice: Notice, uid: string): NotificationSubject {
  const { message } = notice;
  const ownMessage = message?.sender === uid;
  if (shared.group !== undefined && !ownMessage) {
    shared.subject ??= subjectOf(notice, { type: 'group', id: shared.group.guid }, false);
    return shared.subject;
  }
  const other = message === undefined || message.sender !== uid ? notice.actor : message.receiver;
  const conversation =
    shared.group !== undefined
      ? { type: 'group' as const, id: shared.group.guid }
      : { type: 'oneOnOne' as const, id: other };
  return subjectOf(notice, conversation, ownMessage);
}

const subjectOf = (
  notice: Notice,
  conversation: NotificationSubject['conversation'],
  ownMessage: boolean,
): NotificationSubject => ({
  trigger: notice.trigger,
  conversation,
  muteKey: muteKey(conversation.type, conversation.id),
  isReply: notice.isReply === true,
  ownMessage,
});
