/**
 * The project's own fixtures, read as modules rather than files: the same JSON as fixtures/, inlined
 * by the build, so the stores a browser can use (SPEC 21) seed an app with no file system. The files
 * of a user's directory (`--fixtures-dir`) are read by fixtures.ts; a test keeps the two sets equal.
 */
import { APP_ID_PATTERN, REGIONS, type Region } from '../contract/limits.ts';
import type { StateSnapshot } from './state.ts';
import { validateSnapshot } from './state-schema.ts';
import app from '../../fixtures/app.json' with { type: 'json' };
import users from '../../fixtures/users.json' with { type: 'json' };
import apiKeys from '../../fixtures/api-keys.json' with { type: 'json' };
import authTokens from '../../fixtures/auth-tokens.json' with { type: 'json' };
import groups from '../../fixtures/groups.json' with { type: 'json' };
import members from '../../fixtures/members.json' with { type: 'json' };
import bans from '../../fixtures/bans.json' with { type: 'json' };
import messages from '../../fixtures/messages.json' with { type: 'json' };
import reactions from '../../fixtures/reactions.json' with { type: 'json' };
import savedMessages from '../../fixtures/saved-messages.json' with { type: 'json' };
import conversationResets from '../../fixtures/conversation-resets.json' with { type: 'json' };
import blockedUsers from '../../fixtures/blocked-users.json' with { type: 'json' };
import friendships from '../../fixtures/friendships.json' with { type: 'json' };
import openedConversations from '../../fixtures/opened-conversations.json' with { type: 'json' };
import readMarks from '../../fixtures/read-marks.json' with { type: 'json' };
import conversationTags from '../../fixtures/conversation-tags.json' with { type: 'json' };
import interactions from '../../fixtures/interactions.json' with { type: 'json' };
import conversationPins from '../../fixtures/conversation-pins.json' with { type: 'json' };
import appPinnedConversations from '../../fixtures/app-pinned-conversations.json' with { type: 'json' };
import deliveredMarks from '../../fixtures/delivered-marks.json' with { type: 'json' };
import threadSubscriptions from '../../fixtures/thread-subscriptions.json' with { type: 'json' };
import roles from '../../fixtures/roles.json' with { type: 'json' };
import scopePermissions from '../../fixtures/scope-permissions.json' with { type: 'json' };
import moderationRules from '../../fixtures/moderation-rules.json' with { type: 'json' };
import blockedMessages from '../../fixtures/blocked-messages.json' with { type: 'json' };
import moderationMessages from '../../fixtures/moderation-messages.json' with { type: 'json' };
import keywordLists from '../../fixtures/keyword-lists.json' with { type: 'json' };
import flaggedMessages from '../../fixtures/flagged-messages.json' with { type: 'json' };
import flagReasons from '../../fixtures/flag-reasons.json' with { type: 'json' };
import moderationReviews from '../../fixtures/moderation-reviews.json' with { type: 'json' };
import notificationSettings from '../../fixtures/notification-settings.json' with { type: 'json' };
import notificationUsers from '../../fixtures/notification-users.json' with { type: 'json' };
import pushProviders from '../../fixtures/push-providers.json' with { type: 'json' };
import notificationProviders from '../../fixtures/notification-providers.json' with { type: 'json' };
import pushTokens from '../../fixtures/push-tokens.json' with { type: 'json' };
import notificationLogs from '../../fixtures/notification-logs.json' with { type: 'json' };
import notificationDigests from '../../fixtures/notification-digests.json' with { type: 'json' };
import notificationQuotas from '../../fixtures/notification-quotas.json' with { type: 'json' };
import messageMetrics from '../../fixtures/message-metrics.json' with { type: 'json' };
import counters from '../../fixtures/counters.json' with { type: 'json' };

/** Every collection, by name: a collection missing here is a compile error. */
const COLLECTIONS: Readonly<Record<keyof StateSnapshot, unknown>> = {
  users,
  apiKeys,
  authTokens,
  groups,
  members,
  bans,
  messages,
  reactions,
  savedMessages,
  conversationResets,
  blockedUsers,
  friendships,
  openedConversations,
  readMarks,
  conversationTags,
  interactions,
  conversationPins,
  appPinnedConversations,
  deliveredMarks,
  threadSubscriptions,
  roles,
  scopePermissions,
  moderationRules,
  blockedMessages,
  moderationMessages,
  keywordLists,
  flaggedMessages,
  flagReasons,
  moderationReviews,
  notificationSettings,
  notificationUsers,
  pushProviders,
  notificationProviders,
  pushTokens,
  notificationLogs,
  notificationDigests,
  notificationQuotas,
  messageMetrics,
  counters,
};

let checked: StateSnapshot | undefined;

/**
 * The bundled snapshot, checked once (the same check as any fixtures directory and data file); a
 * broken set names the field, as a start from a broken directory does.
 */
function snapshot(): StateSnapshot {
  if (checked) return checked;
  const result = validateSnapshot(COLLECTIONS);
  if (!result.ok) {
    const problems = Object.entries(result.details).map(
      ([path, messages]) => `${path} ${messages.join('; ')}`,
    );
    throw new Error(`Invalid bundled fixtures:\n${problems.join('\n')}`);
  }
  return (checked = result.snapshot);
}

/** A fresh copy of the bundled fixtures: a state takes over the records of the snapshot it is built from. */
export const loadFixtures = (): StateSnapshot => structuredClone(snapshot());

function defaultApp(): { appId: string; region: Region } {
  const region = REGIONS.find((r) => r === app.region);
  if (!new RegExp(APP_ID_PATTERN).test(app.appId) || !region) {
    throw new Error(
      `fixtures/app.json must be {"appId": <${APP_ID_PATTERN}>, "region": <${REGIONS.join('|')}>}`,
    );
  }
  return { appId: app.appId, region };
}

/** The bundled fixtures' default app. */
export const DEFAULT_APP: { appId: string; region: Region } = defaultApp();
