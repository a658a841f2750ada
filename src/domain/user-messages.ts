/**
 * POST /messages: a user sends a message (text, media or custom) to users and groups. The rules of a
 * bot message apply, without the bot checks: the sender must be a member of a receiving group, no
 * receiver and sender may have blocked each other, and a quoted message must be one the sender sees.
 */
import type { DomainContext } from './context.ts';
import { requireUser } from './group-lookup.ts';
import { deliverMessage, readMessageBody } from './message-send.ts';
import type { MessageView } from './present.ts';

export function sendMessage(ctx: DomainContext, sender: string, rawBody: unknown): MessageView {
  const body = readMessageBody(rawBody);
  requireUser(ctx, sender);
  return deliverMessage(ctx, sender, body, sender);
}
