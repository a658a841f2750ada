/**
 * The rules of pinned conversations that a JSON Schema cannot express: a user's pin names one of
 * their own conversations, with a user or group that exists; the app's pins name an existing user or
 * group; neither list holds a conversation twice or more than CONVERSATION_PINS_MAX. Run by
 * checkReferences on a snapshot whose shape is valid.
 */
import { groupConversationId, userConversationId } from '../contract/conversation-ids.ts';
import { CONVERSATION_PINS_MAX } from '../contract/limits.ts';
import type { StateSnapshot } from './records.ts';

type Report = (path: readonly (string | number)[], message: string) => void;

/** The other user of `uid`'s one-to-one conversation `conversationId`, if it is one of theirs. */
function otherOf(uid: string, conversationId: string): string | undefined {
  const head = `${uid}_user_`;
  const tail = `_user_${uid}`;
  const other = conversationId.startsWith(head)
    ? conversationId.slice(head.length)
    : conversationId.endsWith(tail)
      ? conversationId.slice(0, -tail.length)
      : undefined;
  return other !== undefined && userConversationId(uid, other) === conversationId ? other : undefined;
}

export function checkPinReferences(
  s: StateSnapshot,
  users: ReadonlyMap<string, unknown>,
  groups: ReadonlyMap<string, unknown>,
  report: Report,
): void {
  const seen = new Set<string>();
  const count = new Map<string, number>();
  s.conversationPins.forEach((pin, i) => {
    const path = ['conversationPins', i];
    if (!users.has(pin.uid)) report([...path, 'uid'], `refers to unknown user ${pin.uid}`);
    const guid = pin.conversationId.slice('group_'.length);
    const other = otherOf(pin.uid, pin.conversationId);
    if (pin.conversationType === 'group' ? !groups.has(guid) : other === undefined || !users.has(other)) {
      report([...path, 'conversationId'], `is no ${pin.conversationType} conversation of ${pin.uid}`);
    }
    if (pin.conversationType === 'group' && groupConversationId(guid) !== pin.conversationId) {
      report([...path, 'conversationId'], 'must be group_{guid}');
    }
    const key = JSON.stringify([pin.uid, pin.conversationId]);
    if (seen.has(key)) report(path, 'duplicates an earlier pin');
    seen.add(key);
    count.set(pin.uid, (count.get(pin.uid) ?? 0) + 1);
    if (count.get(pin.uid) === CONVERSATION_PINS_MAX + 1) {
      report([...path, 'uid'], `holds more than ${CONVERSATION_PINS_MAX} pinned conversations`);
    }
  });
  const appPins = new Set<string>();
  s.appPinnedConversations.forEach((pin, i) => {
    const path = ['appPinnedConversations', i];
    const [, kind, id] = /^(user|group)_(.+)$/.exec(pin.conversationId) ?? [];
    if (kind === undefined || !(kind === 'user' ? users : groups).has(id!)) {
      report([...path, 'conversationId'], 'must be user_{uid} or group_{guid} of an existing user or group');
    }
    if (appPins.has(pin.conversationId)) report(path, 'duplicates an earlier pin');
    appPins.add(pin.conversationId);
  });
  if (s.appPinnedConversations.length > CONVERSATION_PINS_MAX) {
    report(['appPinnedConversations'], `holds more than ${CONVERSATION_PINS_MAX} pinned conversations`);
  }
}
