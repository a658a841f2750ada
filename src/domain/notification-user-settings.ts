/**
 * A user's mutes, timezone and contact details (SPEC 20), kept in their notification record beside
 * their preferences (notification-preferences.ts).
 */
import { muteInThePast, tooManyMutes, unknownTimezone } from '../contract/error-catalogue.ts';
import { MUTED_CONVERSATIONS_MAX } from '../contract/schemas/notification-schemas.ts';
import type { MutedConversation } from '../store/notification-records.ts';
import type { DomainContext } from './context.ts';
import { notificationUserOf, putNotificationUser } from './notification-preferences.ts';

type Success = { success: true };
type ConversationRef = Pick<MutedConversation, 'id' | 'type'>;

const nowMs = (ctx: DomainContext): number => ctx.clock.now() * 1000;
const keyOf = (c: ConversationRef): string => `${c.type}/${c.id}`;

/**
 * Whether `name` is a time zone the runtime knows: Intl refuses any other with a RangeError. Intl
 * rather than a list or a library, so that the domain stays browser-safe and as current as the
 * runtime's zone data.
 */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** Mutes still running on the app clock; expired ones are left out (and dropped at the next write). */
function runningMutes(ctx: DomainContext, uid: string): MutedConversation[] {
  const now = nowMs(ctx);
  return (ctx.state.notificationUsers.get(uid)?.mutedConversations ?? []).filter((m) => m.until > now);
}

export function listMutedConversations(
  ctx: DomainContext,
  uid: string,
): { mutedConversations: MutedConversation[] } {
  notificationUserOf(ctx, uid);
  return { mutedConversations: runningMutes(ctx, uid).map((m) => ({ ...m })) };
}

/** Each mute replaces an earlier one of its conversation; every `until` must be after now. */
export function muteConversations(
  ctx: DomainContext,
  uid: string,
  conversations: readonly MutedConversation[],
): Success {
  const record = notificationUserOf(ctx, uid);
  const now = nowMs(ctx);
  conversations.forEach((c, i) => {
    if (c.until <= now) throw muteInThePast(i);
  });
  const mutes = new Map(runningMutes(ctx, uid).map((m) => [keyOf(m), m]));
  for (const c of conversations) {
    mutes.delete(keyOf(c));
    mutes.set(keyOf(c), { id: c.id, type: c.type, until: c.until });
  }
  if (mutes.size > MUTED_CONVERSATIONS_MAX) throw tooManyMutes(MUTED_CONVERSATIONS_MAX);
  putNotificationUser(ctx, { ...record, mutedConversations: [...mutes.values()] });
  return { success: true };
}

/** Conversations not muted are passed over. */
export function unmuteConversations(
  ctx: DomainContext,
  uid: string,
  conversations: readonly ConversationRef[],
): Success {
  const record = notificationUserOf(ctx, uid);
  const gone = new Set(conversations.map(keyOf));
  const left = runningMutes(ctx, uid).filter((m) => !gone.has(keyOf(m)));
  const { mutedConversations: _, ...rest } = record;
  putNotificationUser(ctx, left.length > 0 ? { ...rest, mutedConversations: left } : rest);
  return { success: true };
}

export function getTimezone(ctx: DomainContext, uid: string): { timezone: string } {
  return { timezone: notificationUserOf(ctx, uid).timezone ?? 'UTC' };
}

/** Sets the user's zone, checked first (`field` names it in the error's details). */
export function setTimezone(ctx: DomainContext, uid: string, timezone: string, field = 'timezone'): void {
  if (!isTimeZone(timezone)) throw unknownTimezone(field, timezone);
  putNotificationUser(ctx, { ...notificationUserOf(ctx, uid), timezone });
}

export function updateTimezone(ctx: DomainContext, uid: string, timezone: string): { timezone: string } {
  setTimezone(ctx, uid, timezone);
  return { timezone };
}

type ContactDetails = { email?: string; phno?: string };

/** `{}` while none are stored. */
export function getContactDetails(ctx: DomainContext, uid: string): ContactDetails {
  return { ...notificationUserOf(ctx, uid).contactDetails };
}

/** The fields sent replace those stored; the others stay. */
export function updateContactDetails(
  ctx: DomainContext,
  uid: string,
  body: { email?: string | undefined; phno?: string | undefined },
): ContactDetails {
  const record = notificationUserOf(ctx, uid);
  const contactDetails: ContactDetails = { ...record.contactDetails };
  if (body.email !== undefined) contactDetails.email = body.email;
  if (body.phno !== undefined) contactDetails.phno = body.phno;
  putNotificationUser(ctx, { ...record, contactDetails });
  return { ...contactDetails };
}

export function deleteContactDetails(ctx: DomainContext, uid: string): Success {
  const { contactDetails: _, ...rest } = notificationUserOf(ctx, uid);
  putNotificationUser(ctx, rest);
  return { success: true };
}
