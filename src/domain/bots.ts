/** Operation 1: a bot sends a message to a user, a group, or several receivers at once. */
import { notABot, uidDeactivated, uidNotFound } from '../contract/error-catalogue.ts';
import type { AppState } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import type { BotMessageBody } from './message-body.ts';
import { deliverMessage, readMessageBody } from './message-send.ts';
import type { MessageView } from './present.ts';

function checkBot(state: AppState, uid: string): void {
  const user = state.users.get(uid);
  if (!user) throw uidNotFound(uid);
  if (user.isBot !== true) throw notABot(uid);
  if (user.deactivatedAt !== undefined) throw uidDeactivated(uid);
}

/**
 * `rawBody` is the request body as received; its top-level types are checked first. The bot acts for
 * the app, so a message it quotes only has to exist.
 */
export function sendBotMessage(ctx: DomainContext, botUid: string, body: BotMessageBody): MessageView {
  const message = readMessageBody(body);
  checkBot(ctx.state, botUid);
  return deliverMessage(ctx, botUid, message, undefined);
}
