/**
 * The moderators' queues (SPEC 19, docs/decisions/moderation-reviews.md): the flagged messages awaiting
 * review, the reviews of flagged and blocked messages, and the reviewed list. A review is written on
 * the origin's record (it decides visibility, visibility.ts) and noted in `moderationReviews`, oldest
 * first, so that the reviewed list reads from the end without scanning the blocked and flagged records.
 */
import { BLOCKED_LIMIT_DEFAULT, BLOCKED_LIMIT_MAX } from '../contract/limits.ts';
import { messageNotFound } from '../contract/error-catalogue.ts';
import type { BlockedMessageRecord, ModerationReview, ModerationReviewEntry } from '../store/state.ts';
import { reviewKey } from '../store/moderation-tables.ts';
import type { AppState } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { presentFlagged, type FlaggedMessageView } from './moderation-flags.ts';
import type { BlockedMessageView } from './moderation.ts';
import { readLimit } from './message-query.ts';
import { presentMessage } from './present.ts';

type Confirmation = { success: true; message: string };
type Page<T> = { data: T[]; meta: { current: { limit: number; count: number } } };

export type ReviewedBlockedView = BlockedMessageView & {
  blockedAt: string;
  review: ModerationReview;
  appId: string;
};
export type ReviewedView = ReviewedBlockedView | FlaggedMessageView;

/**
 * The messages flagged and not reviewed yet, newest flag first. The table holds flagged messages only
 * and in the order of their last flag, so this walks back from the end and stops at the limit; it
 * passes over the reviewed ones still kept there.
 */
export function listFlaggedMessages(
  ctx: DomainContext,
  options: { limit?: unknown },
  appId: string,
): Page<FlaggedMessageView> {
  const limit = readLimit(options.limit, BLOCKED_LIMIT_DEFAULT, BLOCKED_LIMIT_MAX);
  const { state } = ctx;
  const records = state.flaggedMessages.list();
  const data: FlaggedMessageView[] = [];
  for (let i = records.length - 1; i >= 0 && data.length < limit; i -= 1) {
    const record = records[i];
    const message = record && !record.review ? state.messages.get(record.messageId) : undefined;
    if (record && message) data.push(presentFlagged(state, record, message, appId));
  }
  return { data, meta: { current: { limit, count: data.length } } };
}

/** Notes the review as the newest: one made again moves to the end. */
function noteReview(state: AppState, entry: ModerationReviewEntry): void {
  const key = reviewKey(entry.origin, entry.messageId);
  state.moderationReviews.delete(key);
  state.moderationReviews.put(entry);
}

/**
 * `approved` leaves the message visible, `disapproved` hides it from all but its sender as a blocked
 * message is; either takes it off the queue onto the reviewed list.
 */
export function reviewFlaggedMessage(
  ctx: DomainContext,
  id: string,
  status: 'approved' | 'disapproved',
): Confirmation {
  const { state } = ctx;
  const record = state.flaggedMessages.get(id);
  if (!record) throw messageNotFound(id);
  const reviewedAt = ctx.clock.now();
  state.flaggedMessages.put({ ...record, review: { status, reviewedAt } });
  noteReview(state, { messageId: id, origin: 'flagged', reviewedAt });
  const done = status === 'approved' ? 'unflagged' : 'blocked';
  return { success: true, message: `Message with id ${id} has been ${done} successfully.` };
}

/**
 * One route the reference documents twice: `{status: approved}` answers as an approval,
 * `{status, reviewed: true}` as a review. `approved` makes the message visible to all, `rejected`
 * keeps it hidden; either takes it off the blocked list onto the reviewed list.
 */
export function reviewBlockedMessage(
  ctx: DomainContext,
  id: string,
  body: { status: 'approved' | 'rejected'; reviewed?: boolean | undefined },
): Confirmation {
  const { state } = ctx;
  const record = state.blockedMessages.get(id);
  if (!record) throw messageNotFound(id);
  const reviewedAt = ctx.clock.now();
  state.blockedMessages.put({
    ...record,
    review: { status: body.status, reviewedAt },
    updatedAt: reviewedAt,
  });
  noteReview(state, { messageId: id, origin: 'blocked', reviewedAt });
  const held = state.messages.get(id);
  // The first approval lets the message reach its recipients (SPEC 20); a chat message only.
  if (body.status === 'approved' && record.review?.status !== 'approved' && held && !record.standalone)
    emit(state, { type: 'messageApproved', message: held });
  const message =
    body.reviewed === true || body.status !== 'approved'
      ? `Message with ID ${id} has been reviewed successfully.`
      : `Message with ID ${id} has been approved.`;
  return { success: true, message };
}

/** As the reference shows a reviewed blocked message: the blocked record, `blockedAt`, the review. */
function presentReviewedBlocked(
  state: AppState,
  record: BlockedMessageRecord,
  review: ModerationReview,
  appId: string,
): ReviewedBlockedView | undefined {
  const message = state.messages.get(record.messageId);
  if (!message) return undefined;
  return {
    ruleId: record.ruleId,
    ruleName: record.ruleName,
    revisionId: record.revisionId,
    condition: record.condition,
    message: presentMessage(state, message),
    action: record.action,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    // The reference's form: the seconds, then the message id padded to 15 digits, so it sorts as it was blocked.
    blockedAt: `${record.createdAt}.${record.messageId.padStart(15, '0')}`,
    review,
    appId,
  };
}

/** Reviewed messages, newest review first, each in the shape of the queue it came from. */
export function listReviewedMessages(
  ctx: DomainContext,
  options: { limit?: unknown },
  appId: string,
): Page<ReviewedView> {
  const limit = readLimit(options.limit, BLOCKED_LIMIT_DEFAULT, BLOCKED_LIMIT_MAX);
  const { state } = ctx;
  const entries = state.moderationReviews.list();
  const data: ReviewedView[] = [];
  for (let i = entries.length - 1; i >= 0 && data.length < limit; i -= 1) {
    const entry = entries[i];
    if (!entry) continue;
    if (entry.origin === 'blocked') {
      const record = state.blockedMessages.get(entry.messageId);
      const view = record?.review && presentReviewedBlocked(state, record, record.review, appId);
      if (view) data.push(view);
    } else {
      const record = state.flaggedMessages.get(entry.messageId);
      const message = record?.review && state.messages.get(entry.messageId);
      if (record && message) data.push(presentFlagged(state, record, message, appId));
    }
  }
  return { data, meta: { current: { limit, count: data.length } } };
}
