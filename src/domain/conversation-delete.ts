/**
 * DELETE /conversations/{conversationId}, deprecated by the reference in favour of the two resets: it
 * is the reset of the conversation its id names, for `onBehalfOf`, with that reset's answer and errors.
 */
import { conversationNotFound, permanentGroupReset } from '../contract/error-catalogue.ts';
import type { DomainContext } from './context.ts';
import { resetGroupConversation, resetUserConversation, type ResetResult } from './conversation-resets.ts';
import { normalizeGuid } from './group-lookup.ts';
import { userConversationId } from './ids.ts';

const USER_SEPARATOR = '_user_';

/**
 * The other user of the one-to-one conversation `conversationId` of `viewer`, when the id is the one
 * the API forms for `viewer` and an existing user. A uid may itself hold `_user_`, so every split is
 * tried; a viewer who is neither party has no such conversation (404, as for an unknown id, rather than
 * telling them which conversations exist).
 */
function otherParty(ctx: DomainContext, conversationId: string, viewer: string): string | undefined {
  for (let at = conversationId.indexOf(USER_SEPARATOR); at > 0;) {
    const a = conversationId.slice(0, at);
    const b = conversationId.slice(at + USER_SEPARATOR.length);
    const other = a === viewer ? b : b === viewer ? a : undefined;
    if (
      other !== undefined &&
      userConversationId(a, b) === conversationId &&
      ctx.state.users.get(other) !== undefined
    ) {
      return other;
    }
    at = conversationId.indexOf(USER_SEPARATOR, at + 1);
  }
  return undefined;
}

export function deleteConversation(
  ctx: DomainContext,
  conversationId: string,
  viewer: string,
  options: { permanent?: boolean | undefined } = {},
): ResetResult {
  const group = /^group_(.+)$/.exec(conversationId);
  if (group) {
    if (!ctx.state.groups.get(normalizeGuid(group[1]!))) throw conversationNotFound(conversationId);
    // Checked before the reset: its errors are about the state, this one about the request.
    if (options.permanent === true) throw permanentGroupReset(conversationId);
    return resetGroupConversation(ctx, group[1]!, viewer);
  }
  const other = otherParty(ctx, conversationId, viewer);
  if (other === undefined) throw conversationNotFound(conversationId);
  return resetUserConversation(ctx, other, viewer, { deleteMessagesPermanently: options.permanent });
}
