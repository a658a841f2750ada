/**
 * The rules between records of the social graph that a JSON Schema cannot express: friendships name
 * two different users and are mutual; an opened conversation is the one-to-one conversation of its
 * user with another. Run by checkReferences on a snapshot whose shape is valid.
 */
import { checkNotificationReferences } from './notification-references.ts';
import { userConversationId } from '../contract/conversation-ids.ts';
import type { StateSnapshot } from './records.ts';

type Report = (path: readonly (string | number)[], message: string) => void;

const pair = (a: string, b: string): string => JSON.stringify([a, b]);

export function checkPeopleReferences(
  s: StateSnapshot,
  users: ReadonlyMap<string, unknown>,
  report: Report,
): void {
  const user = (path: (string | number)[], uid: string): void => {
    if (!users.has(uid)) report(path, `refers to unknown user ${uid}`);
  };
  const sides = new Set<string>();
  s.friendships.forEach((f, i) => {
    user(['friendships', i, 'uid'], f.uid);
    user(['friendships', i, 'friendUid'], f.friendUid);
    if (f.uid === f.friendUid) report(['friendships', i, 'friendUid'], 'must differ from uid');
    const key = pair(f.uid, f.friendUid);
    if (sides.has(key)) report(['friendships', i], 'duplicates an earlier friendship');
    sides.add(key);
  });
  // Friendship is mutual: each side needs the other.
  s.friendships.forEach((f, i) => {
    if (!sides.has(pair(f.friendUid, f.uid))) {
      report(['friendships', i], `needs the other side, ${f.friendUid} befriending ${f.uid}`);
    }
  });

  const opened = new Set<string>();
  s.openedConversations.forEach((o, i) => {
    user(['openedConversations', i, 'uid'], o.uid);
    user(['openedConversations', i, 'conversationWith'], o.conversationWith);
    if (o.uid === o.conversationWith) {
      report(['openedConversations', i, 'conversationWith'], 'must differ from uid');
    }
    if (o.conversationId !== userConversationId(o.uid, o.conversationWith)) {
      report(
        ['openedConversations', i, 'conversationId'],
        `must be ${userConversationId(o.uid, o.conversationWith)}`,
      );
    }
    const key = pair(o.uid, o.conversationId);
    if (opened.has(key)) report(['openedConversations', i], 'duplicates an earlier opened conversation');
    opened.add(key);
  });
  // Notifications' records name users too (push tokens also an auth token of theirs).
  checkNotificationReferences(s, users, report);
}
