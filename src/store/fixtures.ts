/**
 * The seed data every app starts from, read from `fixtures/` (one JSON file per collection) and the
 * default app of the server (`fixtures/app.json`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { APP_ID_PATTERN, REGIONS, type Region } from '../contract/limits.ts';
import type { StateSnapshot } from './state.ts';
import { validateSnapshot } from './state-schema.ts';

const FIXTURES_DIR = new URL('../../fixtures/', import.meta.url);

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
  readMarks: 'read-marks.json',
  moderationRules: 'moderation-rules.json',
  blockedMessages: 'blocked-messages.json',
  counters: 'counters.json',
};

const fixturePath = (file: string): string => fileURLToPath(new URL(file, FIXTURES_DIR));

function readJson(file: string): unknown {
  const path = fixturePath(file);
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`Fixture file ${path} cannot be read: ${(error as Error).message}`, { cause: error });
  }
}

function readFixtures(): StateSnapshot {
  const input = Object.fromEntries(Object.entries(FIXTURE_FILES).map(([key, file]) => [key, readJson(file)]));
  const result = validateSnapshot(input);
  if (result.ok) return result.snapshot;
  const fileOf = new Map<string, string>(Object.entries(FIXTURE_FILES));
  const problems = Object.entries(result.details).map(([path, messages]) => {
    const file = fileOf.get(path.split('.')[0] ?? '');
    return `${file ? fixturePath(file) : 'fixtures'}: ${path} ${messages.join('; ')}`;
  });
  throw new Error(`Invalid fixtures:\n${problems.join('\n')}`);
}

let cached: StateSnapshot | undefined;

/**
 * A fresh copy of the fixtures on every call: a state shares its records with the snapshot it was
 * built from, so two apps seeded from one copy would see each other's changes.
 */
export function loadFixtures(): StateSnapshot {
  cached ??= readFixtures();
  return structuredClone(cached);
}

function readDefaultApp(): { appId: string; region: Region } {
  const app = readJson('app.json') as { appId?: unknown; region?: unknown } | null;
  const region = REGIONS.find((r) => r === app?.region);
  if (typeof app?.appId !== 'string' || !new RegExp(APP_ID_PATTERN).test(app.appId) || !region) {
    throw new Error(
      `Fixture file ${fixturePath('app.json')} must be {"appId": <${APP_ID_PATTERN}>, "region": <${REGIONS.join('|')}>}`,
    );
  }
  return { appId: app.appId, region };
}

/** The app a request without Host or appId addressing goes to, unless the server is told otherwise. */
export const DEFAULT_APP: { appId: string; region: Region } = readDefaultApp();
