/**
 * A user's subscription to a message's thread (SPEC 17): the user must see the message, which must not
 * be a reply (a reply has no thread of its own). Both ways are idempotent. The outbox of section 20
 * reads the subscribers; nothing else shows them, and no webhook announces them.
 */
import { threadNesting } from '../contract/error-catalogue.ts';
import type { MessageRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { findVisibleMessage } from './visibility.ts';

const SUCCESS = { success: true } as const;

function subscribable(ctx: DomainContext, id: string, uid: string): MessageRecord {
  const message = findVisibleMessage(ctx.state, id, uid);
  if (message.parentId !== undefined) throw threadNesting(id);
  return message;
}

export function subscribeThread(ctx: DomainContext, id: string, uid: string): typeof SUCCESS {
  const { state } = ctx;
  const message = subscribable(ctx, id, uid);
  if (!state.threadSubscriptions.find(message.id, uid)) {
    state.threadSubscriptions.put({ uid, messageId: message.id, subscribedAt: ctx.clock.now() });
  }
  return SUCCESS;
}

/**
 * A subscribed user can always unsubscribe, even from a message hidden from them since, as a saved
 * message can always be unsaved; anyone else meets the rules of subscribing.
 */
export function unsubscribeThread(ctx: DomainContext, id: string, uid: string): typeof SUCCESS {
  const { state } = ctx;
  if (!state.threadSubscriptions.delete(id, uid)) subscribable(ctx, id, uid);
  return SUCCESS;
}
