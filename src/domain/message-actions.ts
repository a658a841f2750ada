/**
 * Who may edit or delete a message, and the action message each edit or deletion leaves in the
 * conversation. The sender changes their own messages; in a group, its admins and moderators change
 * any message, as the real service documents; the app (no acting user) changes any message. Action
 * messages are the record of what happened and are changed by no one.
 */
import { messageNotFound, messageUnchangeable, notYoursToChange } from '../contract/error-catalogue.ts';
import { SYSTEM_UID } from '../contract/limits.ts';
import type { MessageRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { memberOf } from './group-lookup.ts';
import { appendMessage } from './message-log.ts';
import { findVisibleMessage } from './visibility.ts';

export type MessageAction = 'edited' | 'deleted';

const VERB: Record<MessageAction, 'edit' | 'delete'> = { edited: 'edit', deleted: 'delete' };

/**
 * The message `id` if `actor` may edit or delete it: it must be visible to them, not deleted already
 * (unless `deletedToo`, for a permanent deletion), not an action or call message, and theirs to change.
 */
export function requireChangeable(
  ctx: DomainContext,
  id: string,
  actor: string | undefined,
  action: MessageAction,
  deletedToo = false,
): MessageRecord {
  const acting = actor === SYSTEM_UID ? undefined : actor;
  const message = findVisibleMessage(ctx.state, id, acting);
  if (message.deletedAt !== undefined && !deletedToo) throw messageNotFound(id);
  if (message.category === 'action' || message.category === 'call') {
    throw messageUnchangeable(id, message.category, action);
  }
  if (acting === undefined || message.sender === acting) return message;
  const scope = message.receiverType === 'group' ? memberOf(ctx, message.receiver, acting)?.scope : undefined;
  if (scope === 'admin' || scope === 'moderator') return message;
  throw notYoursToChange(acting, VERB[action], id);
}

/**
 * Stores the action message of an edit or a deletion in the message's conversation, from its sender,
 * keeping a copy of the message as it is now. A message that moderation blocked is blocked in its
 * actions too, so that what they show still reaches its sender only.
 */
export function recordMessageAction(
  ctx: DomainContext,
  message: MessageRecord,
  action: MessageAction,
  by: string,
): MessageRecord {
  const { state } = ctx;
  const now = ctx.clock.now();
  const { actionRefs: _, ...copy } = message;
  const record = appendMessage(state, {
    conversationId: message.conversationId,
    sender: message.sender,
    receiverType: message.receiverType,
    receiver: message.receiver,
    category: 'action',
    type: 'message',
    data: { action },
    actionRefs: { by, message: copy },
    sentAt: now,
    updatedAt: now,
  });
  const blocked = state.blockedMessages.get(message.id);
  if (blocked) state.blockedMessages.put({ ...blocked, messageId: record.id });
  return record;
}
