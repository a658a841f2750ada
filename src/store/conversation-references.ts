/**
 * The rules between records of conversation-records.ts that a JSON Schema cannot express: tags name a
 * conversation of their user, interactions a message, each once per user; an interacted element is
 * listed once. Run by checkReferences on a snapshot whose shape is valid.
 */
import type { StateSnapshot } from './records.ts';

type Report = (path: readonly (string | number)[], message: string) => void;

export interface ConversationRefs {
  users: ReadonlyMap<string, unknown>;
  messages: ReadonlyMap<string, { category: string }>;
  /** Whether `conversationId` is a group's conversation or a one-to-one of `uid` with an existing user. */
  isConversationOf: (uid: string, conversationId: string) => boolean;
}

const pair = (a: string, b: string): string => JSON.stringify([a, b]);

export function checkConversationReferences(s: StateSnapshot, refs: ConversationRefs, report: Report): void {
  const user = (path: (string | number)[], uid: string): void => {
    if (!refs.users.has(uid)) report(path, `refers to unknown user ${uid}`);
  };
  const tagged = new Set<string>();
  s.conversationTags.forEach((t, i) => {
    user(['conversationTags', i, 'uid'], t.uid);
    if (!refs.isConversationOf(t.uid, t.conversationId)) {
      report(['conversationTags', i, 'conversationId'], `is not a conversation of ${t.uid}`);
    }
    if (t.tags.length === 0) report(['conversationTags', i, 'tags'], 'must not be empty');
    const key = pair(t.uid, t.conversationId);
    if (tagged.has(key)) report(['conversationTags', i], 'duplicates earlier tags of the conversation');
    tagged.add(key);
  });

  const interacted = new Set<string>();
  s.interactions.forEach((r, i) => {
    user(['interactions', i, 'uid'], r.uid);
    const message = refs.messages.get(r.messageId);
    if (!message) report(['interactions', i, 'messageId'], `refers to unknown message ${r.messageId}`);
    else if (message.category !== 'interactive') {
      report(['interactions', i, 'messageId'], 'must name an interactive message');
    }
    const elements = r.interactions.map((x) => x.elementId);
    if (elements.length === 0) report(['interactions', i, 'interactions'], 'must not be empty');
    if (new Set(elements).size !== elements.length) {
      report(['interactions', i, 'interactions'], 'must list each element once');
    }
    const key = pair(r.messageId, r.uid);
    if (interacted.has(key)) report(['interactions', i], 'duplicates earlier interactions of the user');
    interacted.add(key);
  });
}
