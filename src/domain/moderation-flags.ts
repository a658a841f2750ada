/**
 * Flagging a message (POST /messages/{id}/flagged) and the flagged message as the moderators' queues
 * show it (SPEC 19). A message's flags live in one FlaggedMessageRecord, which a rule whose action flags
 * writes to as well (with `ruleId` and no uid).
 */
import { flagReasonUnknown } from '../contract/error-catalogue.ts';
import type { FlaggedMessageRecord, MessageFlag, MessageRecord, ModerationReview } from '../store/state.ts';
import { reviewKey } from '../store/moderation-tables.ts';
import type { AppState } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { presentMessage, type MessageView } from './present.ts';
import { findVisibleMessage } from './visibility.ts';

export interface FlaggedByView {
  uid?: string;
  name?: string;
  avatar?: string;
  role?: string;
  ruleId?: string;
  reasonId?: string;
  reasonName?: string;
  description?: string;
  remark?: string;
  flaggedAt: number;
}

export type FlaggedMessageView = MessageView & {
  appId: string;
  flaggedBy: FlaggedByView[];
  flaggedCount: number;
  review?: ModerationReview;
};

/**
 * The acting user flags a message they may see, with a reason of the app. Flagging again replaces that
 * user's flag. The record moves to the end of its table, so the queue, read from the end, is newest
 * flag first without sorting; a message flagged after a review is back on the queue.
 */
export function flagMessage(
  ctx: DomainContext,
  id: string,
  uid: string,
  body: { id: string; remark?: string | undefined },
): { success: true; message: string } {
  const { state } = ctx;
  const message = findVisibleMessage(state, id, uid);
  const reason = state.flagReasons.get(body.id);
  if (!reason) throw flagReasonUnknown(body.id);
  const now = ctx.clock.now();
  const flag: MessageFlag = {
    uid,
    reasonId: reason.id,
    reasonName: reason.name,
    ...(body.remark === undefined ? {} : { remark: body.remark }),
    flaggedAt: now,
  };
  const previous = state.flaggedMessages.get(message.id);
  const flags = (previous?.flags ?? []).filter((f) => f.uid !== uid);
  const record: FlaggedMessageRecord = { messageId: message.id, flags: [...flags, flag], flaggedAt: now };
  if (previous) state.flaggedMessages.delete(message.id);
  if (previous?.review) state.moderationReviews.delete(reviewKey('flagged', message.id));
  state.flaggedMessages.put(record);
  return { success: true, message: `Message ${message.id} has been flagged successfully.` };
}

/** One flag as the queues show it: the reporter's user fields, the reason's current description. */
function presentFlag(state: AppState, flag: MessageFlag): FlaggedByView {
  const view = {} as FlaggedByView;
  if (flag.uid !== undefined) {
    view.uid = flag.uid;
    const user = state.users.get(flag.uid);
    if (user) {
      view.name = user.name;
      if (user.avatar !== undefined) view.avatar = user.avatar;
      view.role = user.role;
    }
  }
  if (flag.ruleId !== undefined) view.ruleId = flag.ruleId;
  if (flag.reasonId !== undefined) view.reasonId = flag.reasonId;
  if (flag.reasonName !== undefined) view.reasonName = flag.reasonName;
  const description =
    flag.reasonId === undefined ? undefined : state.flagReasons.get(flag.reasonId)?.description;
  if (description !== undefined) view.description = description;
  if (flag.remark !== undefined) view.remark = flag.remark;
  view.flaggedAt = flag.flaggedAt;
  return view;
}

/** The message with its reports, `flaggedCount` the number of reporters (one flag each). */
export function presentFlagged(
  state: AppState,
  record: FlaggedMessageRecord,
  message: MessageRecord,
  appId: string,
): FlaggedMessageView {
  // The reference puts the app's id first, then the message's fields.
  const view: FlaggedMessageView = {
    appId,
    ...presentMessage(state, message),
    flaggedBy: record.flags.map((flag) => presentFlag(state, flag)),
    flaggedCount: record.flags.length,
  };
  if (record.review) view.review = record.review;
  return view;
}
