/**
 * The rules of notification records that a JSON Schema cannot express: every user's record and push
 * token names a stored user, and a push token is registered against one of that user's auth tokens.
 */
import type { StateSnapshot } from './records.ts';

type Report = (path: readonly (string | number)[], message: string) => void;

export function checkNotificationReferences(
  s: StateSnapshot,
  users: ReadonlyMap<string, unknown>,
  report: Report,
): void {
  const seen = new Set<string>();
  s.notificationUsers.forEach((u, i) => {
    if (!users.has(u.uid)) report(['notificationUsers', i, 'uid'], `names no user (${u.uid})`);
    if (seen.has(u.uid)) report(['notificationUsers', i, 'uid'], `is listed twice (${u.uid})`);
    seen.add(u.uid);
  });
  const tokens = new Set(s.authTokens.map((t) => `${t.uid}\n${t.authToken}`));
  const pushTokens = new Set<string>();
  s.pushTokens.forEach((t, i) => {
    if (!users.has(t.uid)) report(['pushTokens', i, 'uid'], `names no user (${t.uid})`);
    else if (!tokens.has(`${t.uid}\n${t.authToken}`))
      report(['pushTokens', i, 'authToken'], `is not an auth token of ${t.uid}`);
    if (pushTokens.has(t.pushToken)) report(['pushTokens', i, 'pushToken'], 'is listed twice');
    pushTokens.add(t.pushToken);
  });
}
