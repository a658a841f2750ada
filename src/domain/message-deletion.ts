/**
 * DELETE /messages/{id}: the sender, a group's admins and moderators, or the app delete a message. A
 * soft deletion keeps the message in its place without its content, with `deletedAt` and `deletedBy`;
 * a permanent one removes it and what belongs to it (reactions, saves, its blocked-message record).
 * Either leaves a `deleted` action message that shows the message as deleted.
 */
import { SYSTEM_UID } from '../contract/limits.ts';
import type { MessageRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { recordMessageAction, requireChangeable } from './message-actions.ts';
import { presentMessage } from './present.ts';
import type { MessageView } from './present.ts';

/** Removes the message and every record that exists only for it. */
function purge(ctx: DomainContext, id: string): void {
  const { state } = ctx;
  for (const reaction of state.reactions.list(id)) state.reactions.delete(id, reaction.id);
  const savers = [...state.savedMessages.groups()].filter(([, saved]) => saved.has(id)).map(([uid]) => uid);
  for (const uid of savers) state.savedMessages.delete(uid, id);
  state.blockedMessages.delete(id);
  state.messages.delete(id);
}

/** Answers the `deleted` action message, as the real service does. */
export function deleteMessage(
  ctx: DomainContext,
  id: string,
  options: { permanent?: boolean | undefined },
  onBehalfOf?: string,
): MessageView {
  const permanent = options.permanent === true;
  const message = requireChangeable(ctx, id, onBehalfOf, 'deleted', permanent);
  const by = onBehalfOf ?? SYSTEM_UID;
  const now = ctx.clock.now();
  const deleted: MessageRecord = {
    ...message,
    data: {},
    deletedAt: message.deletedAt ?? now,
    deletedBy: message.deletedBy ?? by,
    updatedAt: now,
  };
  const action = recordMessageAction(ctx, deleted, 'deleted', by);
  if (permanent) purge(ctx, id);
  else ctx.state.messages.put(deleted);
  emit(ctx.state, { type: 'messageDeleted', message: deleted, by, permanent, action });
  return presentMessage(ctx.state, action, { viewer: onBehalfOf });
}
