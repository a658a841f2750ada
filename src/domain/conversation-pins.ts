/**
 * Pinned conversations (SPEC 17): a user pins their own one-to-one or group conversation, and the app
 * keeps one list pinned for every user. How pins show in the conversation reads is in
 * conversation-pin-reads.ts; the choices SPEC leaves open are in
 * docs/decisions/conversation-pins.md.
 */
import {
  conversationNotAccessible,
  groupNotFound,
  notAMember,
  pinEntryInvalid,
  pinnedConversationsLimit,
  systemPinnedConversation,
  systemPinnedConversationsLimit,
  uidNotFound,
} from '../contract/error-catalogue.ts';
import { CONVERSATION_PINS_MAX } from '../contract/limits.ts';
import { APP_PINNER } from '../store/pin-tables.ts';
import type { AppState } from '../store/state.ts';
import { appPinKey, conversationExistsFor } from './conversation-pin-reads.ts';
import type { DomainContext } from './context.ts';
import { memberOf, normalizeGuid, requireGroup, requireUser } from './group-lookup.ts';
import { groupConversationId, userConversationId } from './ids.ts';

export interface PinView {
  conversationId: string;
  conversationType: 'user' | 'group';
  pinnedBy?: string;
  pinnedAt?: number;
}

/** One conversation of the acting user, as the pin operations name it. */
interface Target {
  conversationId: string;
  type: 'user' | 'group';
  /** The other user, or the group's guid. */
  with: string;
}

function userTarget(ctx: DomainContext, actor: string, uid: string): Target {
  const other = requireUser(ctx, uid).uid;
  return { conversationId: userConversationId(actor, other), type: 'user', with: other };
}

function groupTarget(ctx: DomainContext, guid: string): Target {
  const group = requireGroup(ctx, guid).guid;
  return { conversationId: groupConversationId(group), type: 'group', with: group };
}

/** A member's conversation that exists for them; a user's one-to-one conversation likewise. */
function requireConversation(ctx: DomainContext, actor: string, target: Target): void {
  if (target.type === 'group' && !memberOf(ctx, target.with, actor)) throw notAMember(actor, target.with);
  const scope = target.type === 'group' ? target.with : target.conversationId;
  if (!conversationExistsFor(ctx.state, target.conversationId, scope, actor)) {
    throw conversationNotAccessible(target.conversationId, actor);
  }
}

const isAppPinned = (state: AppState, target: Target): boolean =>
  state.appPinnedConversations.has(appPinKey(target.type, target.conversationId, target.with));

function pin(ctx: DomainContext, actor: string, target: Target): PinView {
  const { state } = ctx;
  requireConversation(ctx, actor, target);
  if (isAppPinned(state, target)) throw systemPinnedConversation('pinned');
  const view = { conversationId: target.conversationId, conversationType: target.type };
  // Pinning again keeps the first pin and its time (ref).
  const existing = state.conversationPins.find(actor, target.conversationId);
  if (existing) return { ...view, pinnedBy: actor, pinnedAt: existing.pinnedAt };
  if (state.conversationPins.list(actor).length >= CONVERSATION_PINS_MAX)
    throw pinnedConversationsLimit(actor);
  const pinnedAt = ctx.clock.now();
  state.conversationPins.put({
    uid: actor,
    conversationId: target.conversationId,
    conversationType: target.type,
    pinnedAt,
  });
  return { ...view, pinnedBy: actor, pinnedAt };
}

/**
 * A user's own pin can always be removed, even of a conversation they no longer have (a group they
 * left): it would otherwise count against their limit for good.
 */
function unpin(ctx: DomainContext, actor: string, target: Target): PinView {
  const { state } = ctx;
  const own = state.conversationPins.find(actor, target.conversationId);
  if (!own) requireConversation(ctx, actor, target);
  if (isAppPinned(state, target)) throw systemPinnedConversation('unpinned');
  if (own) state.conversationPins.delete(actor, target.conversationId);
  return { conversationId: target.conversationId, conversationType: target.type };
}

export const pinUserConversation = (ctx: DomainContext, actor: string, uid: string): PinView =>
  pin(ctx, actor, userTarget(ctx, actor, uid));

export const unpinUserConversation = (ctx: DomainContext, actor: string, uid: string): PinView =>
  unpin(ctx, actor, userTarget(ctx, actor, uid));

export const pinGroupConversation = (ctx: DomainContext, actor: string, guid: string): PinView =>
  pin(ctx, actor, groupTarget(ctx, guid));

export const unpinGroupConversation = (ctx: DomainContext, actor: string, guid: string): PinView =>
  unpin(ctx, actor, groupTarget(ctx, guid));

/** GET /conversations/pinned: the app's pins in display order. */
export function listAppPinnedConversations(ctx: DomainContext): PinView[] {
  return [...ctx.state.appPinnedConversations.values()].map((pin) => ({
    conversationId: pin.conversationId,
    conversationType: pin.conversationId.startsWith('group_') ? 'group' : 'user',
    pinnedBy: APP_PINNER,
    pinnedAt: pin.pinnedAt,
  }));
}

export interface PinEntry {
  uid?: string;
  guid?: string;
}

/**
 * PUT /conversations/pinned: the list as sent becomes the app's, in its order. Every entry is checked
 * before anything changes, so a refused list leaves the old one whole.
 */
export function replaceAppPinnedConversations(ctx: DomainContext, entries: readonly PinEntry[]): PinView[] {
  const { state } = ctx;
  const keys: string[] = [];
  entries.forEach((entry, i) => {
    if ((entry.uid === undefined) === (entry.guid === undefined)) throw pinEntryInvalid(i);
    const key =
      entry.uid !== undefined ? `user_${entry.uid}` : groupConversationId(normalizeGuid(entry.guid!));
    if (!keys.includes(key)) keys.push(key);
  });
  if (keys.length > CONVERSATION_PINS_MAX) throw systemPinnedConversationsLimit();
  for (const entry of entries) {
    if (entry.uid !== undefined && !state.users.has(entry.uid)) throw uidNotFound(entry.uid);
    if (entry.guid !== undefined && !state.groups.has(normalizeGuid(entry.guid)))
      throw groupNotFound(entry.guid);
  }
  const kept = new Map([...state.appPinnedConversations].map(([key, pin]) => [key, pin.pinnedAt]));
  const now = ctx.clock.now();
  // The table's order is the display order: every pin goes and comes back in the new order.
  for (const key of kept.keys()) state.appPinnedConversations.delete(key);
  for (const key of keys)
    state.appPinnedConversations.put({ conversationId: key, pinnedAt: kept.get(key) ?? now });
  return listAppPinnedConversations(ctx);
}

/** Erasing a user: their own pins, everyone's pins of a conversation with them, and the app's. */
export function eraseConversationPinsOf(state: AppState, uid: string): void {
  for (const pin of state.conversationPins.list(uid)) state.conversationPins.delete(uid, pin.conversationId);
  for (const pinner of state.pinners.of(`user_${uid}`)) {
    state.conversationPins.delete(pinner, userConversationId(pinner, uid));
  }
  state.appPinnedConversations.delete(`user_${uid}`);
}

/** Deleting a group: every member's pin of its conversation, and the app's. */
export function eraseGroupPins(state: AppState, guid: string): void {
  const conversationId = groupConversationId(guid);
  for (const pinner of state.pinners.of(conversationId))
    state.conversationPins.delete(pinner, conversationId);
  state.appPinnedConversations.delete(conversationId);
}
