/**
 * How pins read (SPEC 17): the pin a user sees on one of their conversations (the app's, which wins,
 * else their own), the order that puts pinned conversations first in their list, and whether a
 * conversation exists for a user at all. Every lookup goes by key: the pins themselves are at most
 * CONVERSATION_PINS_MAX per user and for the app.
 */
import { APP_PINNER } from '../store/pin-tables.ts';
import { resetKey, type AppState } from '../store/state.ts';
import { compareIds } from './ids.ts';
import { isListedFor } from './visibility.ts';

export interface PinShown {
  pinnedBy: string;
  pinnedAt: number;
}

/** The app's key of a user's conversation: `group_{guid}`, or `user_{uid}` of the other user. */
export const appPinKey = (type: 'user' | 'group', conversationId: string, other: string): string =>
  type === 'group' ? conversationId : `user_${other}`;

/** The pin `viewer` sees on their conversation `conversationId` with `other` (a uid, or the guid). */
export function pinShown(
  state: AppState,
  viewer: string,
  conversation: { conversationId: string; type: 'user' | 'group'; with: string },
): PinShown | undefined {
  const app = state.appPinnedConversations.get(
    appPinKey(conversation.type, conversation.conversationId, conversation.with),
  );
  if (app) return { pinnedBy: APP_PINNER, pinnedAt: app.pinnedAt };
  const own = state.conversationPins.find(viewer, conversation.conversationId);
  return own && { pinnedBy: viewer, pinnedAt: own.pinnedAt };
}

interface Listed {
  conversationId: string;
  type: 'user' | 'group';
  with: string;
}

/**
 * The order of `viewer`'s list: the app's pins in the app's order, then the user's own pins newest
 * first (of one second, the later pinned first), then `rest` (newest activity first).
 */
export function pinsFirst<S extends Listed>(
  state: AppState,
  viewer: string,
  rest: (a: S, b: S) => number,
): (a: S, b: S) => number {
  const appOrder = new Map<string, number>();
  for (const pin of state.appPinnedConversations.values()) appOrder.set(pin.conversationId, appOrder.size);
  const own = new Map<string, [number, number]>();
  state.conversationPins.list(viewer).forEach((pin, i) => own.set(pin.conversationId, [pin.pinnedAt, i]));
  const rank = (s: S): [number, number, number] => {
    const app = appOrder.get(appPinKey(s.type, s.conversationId, s.with));
    if (app !== undefined) return [0, app, 0];
    const pin = own.get(s.conversationId);
    return pin ? [1, -pin[0], -pin[1]] : [2, 0, 0];
  };
  return (a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra[0] - rb[0] || ra[1] - rb[1] || ra[2] - rb[2] || (ra[0] === 2 ? rest(a, b) : 0);
  };
}

/**
 * Whether `viewer` has the conversation: it was opened for them, or holds a message they may see.
 * The walk goes from the newest message back and stops at the user's reset, before which they see
 * nothing.
 */
export function conversationExistsFor(
  state: AppState,
  conversationId: string,
  scope: string,
  viewer: string,
): boolean {
  if (state.openedConversations.find(viewer, conversationId)) return true;
  const resetUpTo = state.conversationResets.get(resetKey(scope, viewer))?.lastMessageId;
  const ids = state.messageIndexes.ofConversation(conversationId);
  for (let i = ids.length - 1; i >= 0; i -= 1) {
    if (resetUpTo !== undefined && compareIds(ids[i]!, resetUpTo) <= 0) return false;
    const message = state.messages.get(ids[i]!);
    if (message && isListedFor(state, message, viewer)) return true;
  }
  return false;
}
