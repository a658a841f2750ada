/**
 * The seed data every app starts from, read from a fixtures directory (one JSON file per collection)
 * with the default app of the server (`app.json`): the project's own `fixtures/`, or a directory of
 * the user's (`--fixtures-dir`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUNDLED_FIXTURES_DIR } from '../contract/package-files.ts';
import { APP_ID_PATTERN, REGIONS, type Region } from '../contract/limits.ts';
import type { StateSnapshot } from './state.ts';
import { validateSnapshot } from './state-schema.ts';
import { ALWAYS_PRESENT, upgradedSnapshot } from './snapshot-upgrade.ts';

export { BUNDLED_FIXTURES_DIR };

/** Which file holds which collection of the snapshot. */
export const FIXTURE_FILES: Readonly<Record<keyof StateSnapshot, string>> = {
  users: 'users.json',
  apiKeys: 'api-keys.json',
  authTokens: 'auth-tokens.json',
  groups: 'groups.json',
  members: 'members.json',
  bans: 'bans.json',
  messages: 'messages.json',
  reactions: 'reactions.json',
  savedMessages: 'saved-messages.json',
  conversationResets: 'conversation-resets.json',
  blockedUsers: 'blocked-users.json',
  friendships: 'friendships.json',
  openedConversations: 'opened-conversations.json',
  readMarks: 'read-marks.json',
  conversationTags: 'conversation-tags.json',
  interactions: 'interactions.json',
  conversationPins: 'conversation-pins.json',
  appPinnedConversations: 'app-pinned-conversations.json',
  deliveredMarks: 'delivered-marks.json',
  threadSubscriptions: 'thread-subscriptions.json',
  roles: 'roles.json',
  scopePermissions: 'scope-permissions.json',
  moderationRules: 'moderation-rules.json',
  blockedMessages: 'blocked-messages.json',
  moderationMessages: 'moderation-messages.json',
  keywordLists: 'keyword-lists.json',
  flaggedMessages: 'flagged-messages.json',
  flagReasons: 'flag-reasons.json',
  moderationReviews: 'moderation-reviews.json',
  notificationSettings: 'notification-settings.json',
  notificationUsers: 'notification-users.json',
  pushProviders: 'push-providers.json',
  notificationProviders: 'notification-providers.json',
  pushTokens: 'push-tokens.json',
  notificationLogs: 'notification-logs.json',
  notificationDigests: 'notification-digests.json',
  notificationQuotas: 'notification-quotas.json',
  messageMetrics: 'message-metrics.json',
  counters: 'counters.json',
};

export interface FixtureSet {
  /** A fresh copy on every call: a state shares its records with the snapshot it was built from. */
  load: () => StateSnapshot;
  /** The app a request without Host or appId addressing goes to, unless the server is told otherwise. */
  defaultApp: { appId: string; region: Region };
}

function readJson(dir: string, file: string): unknown {
  const path = join(dir, file);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Fixture file ${path} cannot be read: ${(error as Error).message}`, { cause: error });
  }
}

function readSnapshot(dir: string): StateSnapshot {
  // A directory made for an earlier version lacks the files of later collections: it holds none of
  // them (roles: `default` and its users' roles), as an older data file does (snapshot-upgrade.ts).
  const required = new Set<string>(ALWAYS_PRESENT);
  const input = Object.fromEntries(
    Object.entries(FIXTURE_FILES)
      .filter(([key, file]) => required.has(key) || existsSync(join(dir, file)))
      .map(([key, file]) => [key, readJson(dir, file)]),
  );
  const result = validateSnapshot(upgradedSnapshot(input));
  if (result.ok) return result.snapshot;
  const fileOf = new Map<string, string>(Object.entries(FIXTURE_FILES));
  const problems = Object.entries(result.details).map(([path, messages]) => {
    const file = fileOf.get(path.split('.')[0] ?? '');
    return `${join(dir, file ?? '')}: ${path} ${messages.join('; ')}`;
  });
  throw new Error(`Invalid fixtures:\n${problems.join('\n')}`);
}

function readDefaultApp(dir: string): { appId: string; region: Region } {
  const app = readJson(dir, 'app.json') as { appId?: unknown; region?: unknown } | null;
  const region = REGIONS.find((r) => r === app?.region);
  if (typeof app?.appId !== 'string' || !new RegExp(APP_ID_PATTERN).test(app.appId) || !region) {
    throw new Error(
      `Fixture file ${join(dir, 'app.json')} must be {"appId": <${APP_ID_PATTERN}>, "region": <${REGIONS.join('|')}>}`,
    );
  }
  return { appId: app.appId, region };
}

/**
 * The fixtures of `dir`, checked at once (a broken set stops the start, naming the file); the
 * snapshot is read once and copied for each app.
 */
export function fixtureSet(dir: string = BUNDLED_FIXTURES_DIR): FixtureSet {
  const root = resolve(dir);
  const snapshot = readSnapshot(root);
  return { load: () => structuredClone(snapshot), defaultApp: readDefaultApp(root) };
}

/** The bundled fixtures, read as modules (bundled-fixtures.ts): the same files, no file system. */
export { DEFAULT_APP, loadFixtures } from './bundled-fixtures.ts';
