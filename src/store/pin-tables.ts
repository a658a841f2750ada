/**
 * The tables of pinned conversations (pin-records.ts) and the index that finds, for a user or a
 * group, who pinned a conversation with them: erasing the user or deleting the group removes those
 * pins without walking every user's.
 */
import { SYSTEM_UID } from '../contract/limits.ts';
import type { AppPinRecord, ConversationPinRecord } from './pin-records.ts';
import { type ChangeLog, GroupedTable, type Observer, Table } from './tables.ts';

/** `group_{guid}` names its group; a one-to-one id names the user other than `uid`. */
export function pinPartyOf(pin: Readonly<ConversationPinRecord>): string {
  const { uid, conversationId } = pin;
  if (pin.conversationType === 'group') return conversationId;
  const head = `${uid}_user_`;
  const other = conversationId.startsWith(head)
    ? conversationId.slice(head.length)
    : conversationId.slice(0, conversationId.length - `_user_${uid}`.length);
  return `user_${other}`;
}

/** Derived, never written: per party (`user_{uid}`, `group_{guid}`), the users whose pins name it. */
export class PinnersIndex implements Observer<Readonly<ConversationPinRecord>> {
  readonly #byParty = new Map<string, Set<string>>();

  put(pin: Readonly<ConversationPinRecord>): void {
    const party = pinPartyOf(pin);
    let pinners = this.#byParty.get(party);
    if (!pinners) this.#byParty.set(party, (pinners = new Set()));
    pinners.add(pin.uid);
  }

  remove(pin: Readonly<ConversationPinRecord>): void {
    const pinners = this.#byParty.get(pinPartyOf(pin));
    pinners?.delete(pin.uid);
    if (pinners?.size === 0) this.#byParty.delete(pinPartyOf(pin));
  }

  /** The users who pinned their conversation with `party` (`user_{uid}` or `group_{guid}`). */
  of(party: string): readonly string[] {
    return [...(this.#byParty.get(party) ?? [])];
  }
}

export interface PinTables {
  /** uid → conversationId → that user's pin, in the order pinned. */
  readonly conversationPins: GroupedTable<ConversationPinRecord>;
  /** conversationId (`group_{guid}`, `user_{uid}`) → the app's pin, in display order. */
  readonly appPinnedConversations: Table<AppPinRecord>;
  /** Derived, never written: who pinned a conversation with a user or a group. */
  readonly pinners: PinnersIndex;
}

export function pinTables(log: ChangeLog): PinTables {
  const conversationPins = new GroupedTable<ConversationPinRecord>(
    'conversationPins',
    log,
    (p) => p.uid,
    (p) => p.conversationId,
  );
  const pinners = new PinnersIndex();
  conversationPins.observe(pinners);
  const appPinnedConversations = new Table<AppPinRecord>(
    'appPinnedConversations',
    log,
    (p) => p.conversationId,
  );
  return { conversationPins, appPinnedConversations, pinners };
}

/** Who the app's pins show as their author. */
export const APP_PINNER = SYSTEM_UID;
