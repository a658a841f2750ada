/**
 * The hostile suites' valid calls of the writes of part two, on the fixtures: one call per operation,
 * and the bodies the body tests corrupt. Each body case is sent once, in order, on one app, so no case
 * may depend on another having failed, and none may undo what a later one needs. A body whose free-form
 * data the prototype-key test sends again and again must stay valid when repeated, so the user body
 * leaves metadata out (its prototype keys have a test of their own).
 */
import type { ExampleObject } from 'openapi3-ts/oas30';
import { sendMessageRequestExamples } from '../../src/contract/examples/message-write-examples.ts';
import type { Call } from './hostile-harness.ts';

/** An FCM or APNs provider added, changed, made the default and deleted. */
function pushProviderCalls(
  kind: 'fcm' | 'apns',
  body: { providerId: string } & Record<string, unknown>,
): Call[] {
  const name = kind === 'fcm' ? 'Fcm' : 'Apns';
  const path = `/notifications/push/v1/providers/${kind}`;
  return [
    { operationId: `add${name}Provider` as Call['operationId'], method: 'post', path, body },
    {
      operationId: `update${name}Provider` as Call['operationId'],
      method: 'put',
      path,
      body: { providerId: body.providerId },
    },
    {
      operationId: `setDefault${name}Provider` as Call['operationId'],
      method: 'put',
      path: `${path}/default/${body.providerId}`,
    },
    {
      operationId: `delete${name}Provider` as Call['operationId'],
      method: 'delete',
      path: `${path}/${body.providerId}`,
    },
  ];
}

/** A Twilio, SendGrid or custom provider saved, changed and deleted. */
function providerCalls(name: string, path: string, body: Record<string, unknown>): Call[] {
  return [
    { operationId: `save${name}` as Call['operationId'], method: 'post', path, body },
    { operationId: `update${name}` as Call['operationId'], method: 'put', path, body: { isEnabled: false } },
    { operationId: `delete${name}` as Call['operationId'], method: 'delete', path },
  ];
}

const CUSTOM_PROVIDER = {
  isEnabled: true,
  webhookURL: 'https://hooks.example.com/notify',
  useBasicAuth: true,
  basicAuthUsername: 'u',
  basicAuthPassword: 'p',
};

export const WRITE_CALLS: readonly Call[] = [
  { operationId: 'createUser', method: 'post', path: '/users', body: { uid: 'hostile-user', name: 'H' } },
  {
    operationId: 'createAuthToken',
    method: 'post',
    path: '/users/superhero1/auth_tokens',
    body: { force: true },
  },
  { operationId: 'flushAuthTokens', method: 'delete', path: '/users/superhero3/auth_tokens' },
  {
    operationId: 'updateAuthToken',
    method: 'put',
    path: '/users/superhero2/auth_tokens/superhero2_1630307000ee6e3fce6ec7a391a27f92e956b87e9c',
    body: { platform: 'fcm_web', userAgent: 'Mozilla/5.0', appInfo: { version: '4.0.1' } },
  },
  {
    operationId: 'deleteAuthToken',
    method: 'delete',
    path: '/users/superhero1/auth_tokens/superhero1_1630306819bb88ff9cbfb34b044e38cc6c6104c343',
  },
  {
    operationId: 'blockUsers',
    method: 'post',
    path: '/users/superhero1/blockedusers',
    body: { blockedUids: ['superhero5'] },
  },
  {
    operationId: 'unblockUsers',
    method: 'delete',
    path: '/users/superhero1/blockedusers',
    body: { blockedUids: ['superhero5'] },
  },
  { operationId: 'listBlockedUsers', method: 'get', path: '/users/superhero4/blockedusers' },
  {
    operationId: 'addFriends',
    method: 'post',
    path: '/users/superhero5/friends',
    body: { accepted: ['superhero4'], addToConversations: true },
  },
  { operationId: 'createRole', method: 'post', path: '/roles', body: { role: 'hostile', name: 'H' } },
  {
    operationId: 'createFlagReason',
    method: 'post',
    path: '/moderation/reasons',
    body: { id: 'hostile', name: 'H', description: 'D' },
  },
  { operationId: 'updateFlagReason', method: 'put', path: '/moderation/reasons/sexual', body: { name: 'S' } },
  { operationId: 'deleteFlagReason', method: 'delete', path: '/moderation/reasons/harassment' },
  {
    operationId: 'flagMessage',
    method: 'post',
    path: '/messages/2/flagged',
    onBehalfOf: 'superhero2',
    body: { id: 'spam', remark: 'R' },
  },
  // Message 2 is flagged by the call above; alone, the call reaches the operation's checks (404).
  {
    operationId: 'reviewFlaggedMessage',
    method: 'patch',
    path: '/moderation/flagged-messages/2',
    body: { status: 'approved' },
  },
  // Rejected keeps the fixtures' blocked message 7 hidden, as the other calls expect it.
  {
    operationId: 'reviewBlockedMessage',
    method: 'patch',
    path: '/moderation/blocked-messages/7',
    body: { status: 'rejected', reviewed: true },
  },
  {
    operationId: 'updateRole',
    method: 'put',
    path: '/roles/default',
    body: { name: 'Default', settings: { listUsers: 'all' } },
  },
  // The default role stays (403): the call reaches the operation's checks all the same.
  { operationId: 'deleteRole', method: 'delete', path: '/roles/default' },
  {
    operationId: 'setRolePermissions',
    method: 'put',
    path: '/roles/default/permissions',
    body: { permissions: { listGroups: 'allow', 'createGroup.allowedGroupTypes': ['public'] } },
  },
  { operationId: 'unsetRolePermission', method: 'delete', path: '/roles/default/permissions/listGroups' },
  {
    operationId: 'setScopePermissions',
    method: 'put',
    path: '/groups/cometchat-guid-1/scopes/admin/permissions',
    body: { permissions: { listReactions: 'allow' } },
  },
  {
    operationId: 'unsetScopePermission',
    method: 'delete',
    path: '/groups/cometchat-guid-1/scopes/admin/permissions/listReactions',
  },
  {
    operationId: 'restrictFeatures',
    method: 'post',
    path: '/roles/default/restrictedfeatures',
    body: { featuresToRestrict: ['u.deleteGroup'] },
  },
  {
    operationId: 'allowFeatures',
    method: 'delete',
    path: '/roles/default/restrictedfeatures',
    body: { featuresToAllow: ['u.deleteGroup'] },
  },
  {
    operationId: 'createRule',
    method: 'post',
    path: '/moderation/rules',
    body: {
      id: 'hostile-rule',
      name: 'H',
      description: 'd',
      enabled: true,
      action: ['flagMessage', 'kick'],
      filters: [{ type: 'sender', entity: 'user', operand: 'tags', operator: 'in', value: ['a', 'b'] }],
      conditions: [
        { id: 1, operand: 'text', category: 'pattern', operator: 'contains', value: ['b[a4]d'] },
        { operand: 'custom', isKeywordsReferencePresent: true, operator: 'contains', value: 'a-list' },
      ],
    },
  },
  {
    operationId: 'updateRule',
    method: 'put',
    path: '/moderation/rules/keyword-filter',
    body: {
      name: 'K',
      enabled: false,
      action: ['blockMessage'],
      conditions: [{ operand: 'text', category: 'sentence-similarity', operator: 'equals', value: 'a b' }],
    },
  },
  { operationId: 'deleteRule', method: 'delete', path: '/moderation/rules/image-moderation' },
  {
    operationId: 'updateNotificationSettings',
    method: 'patch',
    path: '/notifications/v1/settings',
    body: { preferences: { group: { messagesSetting: 1 }, push: { customJson: { a: 1 } } } },
  },
  { operationId: 'resetNotificationSettings', method: 'delete', path: '/notifications/v1/settings' },
  {
    operationId: 'updateNotificationPreferences',
    method: 'patch',
    path: '/notifications/v1/preferences?uid=superhero1',
    body: { groupPreferences: { groupMessages: 1 }, mutePreferences: { dnd: 2 }, usePrivacyTemplate: true },
  },
  {
    operationId: 'resetNotificationPreferences',
    method: 'delete',
    path: '/notifications/v1/preferences?uid=superhero1',
  },
  {
    operationId: 'muteConversations',
    method: 'put',
    path: '/notifications/v1/preferences/mute?uid=superhero1',
    body: { conversations: [{ id: 'cometchat-guid-1', type: 'group', until: 4102444800000 }] },
  },
  {
    operationId: 'unmuteConversations',
    method: 'delete',
    path: '/notifications/v1/preferences/mute?uid=superhero1',
    body: { conversations: [{ id: 'cometchat-guid-1', type: 'group' }] },
  },
  {
    operationId: 'updateNotificationTimezone',
    method: 'patch',
    path: '/notifications/v1/preferences/timezone?uid=superhero1',
    body: { timezone: 'Asia/Tokyo' },
  },
  {
    operationId: 'updateContactDetails',
    method: 'patch',
    path: '/notifications/v1/contact-details',
    body: { email: 'someone@example.com', phno: '+919591128691' },
    onBehalfOf: 'superhero1',
  },
  {
    operationId: 'deleteContactDetails',
    method: 'delete',
    path: '/notifications/v1/contact-details',
    onBehalfOf: 'superhero1',
  },
  {
    operationId: 'registerPushToken',
    method: 'post',
    path: '/notifications/push/v1/tokens',
    body: {
      platform: 'fcm_android',
      fcmToken: 'hostile_fcm',
      authToken: 'superhero2_1630307000ee6e3fce6ec7a391a27f92e956b87e9c',
      timezone: 'Asia/Kolkata',
    },
  },
  // No push token in the fixtures: 404, the call reaches the operation's checks all the same.
  {
    operationId: 'deletePushToken',
    method: 'delete',
    path: '/notifications/push/v1/tokens/hostile_fcm',
    body: { authToken: 'superhero2_1630307000ee6e3fce6ec7a391a27f92e956b87e9c' },
  },
  {
    operationId: 'unregisterPushTokens',
    method: 'delete',
    path: '/notifications/push/v1/tokens?all=true',
    body: { authToken: 'superhero2_1630307000ee6e3fce6ec7a391a27f92e956b87e9c' },
  },
  {
    operationId: 'removeFriends',
    method: 'delete',
    path: '/users/superhero4/friends',
    body: { friends: ['superhero2'] },
  },
  {
    operationId: 'sendMessage',
    method: 'post',
    path: '/messages',
    body: { category: 'message', receiver: 'superhero2', receiverType: 'user', data: { text: 'hi' } },
    onBehalfOf: 'superhero1',
  },
  { operationId: 'banUser', method: 'post', path: '/groups/cometchat-guid-1/bannedusers/superhero4' },
  { operationId: 'kickGroupMember', method: 'delete', path: '/groups/cometchat-guid-1/members/chatbot' },
  {
    operationId: 'changeGroupMemberScope',
    method: 'put',
    path: '/groups/cometchat-guid-1/members/superhero3',
    body: { scope: 'moderator' },
  },
  {
    operationId: 'updateMessage',
    method: 'put',
    path: '/messages/2',
    body: { data: { text: 'edited' } },
    onBehalfOf: 'superhero1',
  },
  {
    operationId: 'deleteMessage',
    method: 'delete',
    path: '/messages/3',
    body: { permanent: false },
    onBehalfOf: 'superhero2',
  },
  { operationId: 'unsaveMessage', method: 'delete', path: '/messages/2/save', onBehalfOf: 'superhero1' },
  { operationId: 'pinMessage', method: 'post', path: '/messages/2/pin', onBehalfOf: 'superhero1' },
  { operationId: 'unpinMessage', method: 'delete', path: '/messages/2/pin' },
  {
    operationId: 'subscribeThread',
    method: 'post',
    path: '/messages/2/thread/subscription',
    onBehalfOf: 'superhero1',
  },
  {
    operationId: 'unsubscribeThread',
    method: 'delete',
    path: '/messages/2/thread/subscription',
    onBehalfOf: 'superhero1',
  },
  {
    operationId: 'sendThreadMessage',
    method: 'post',
    path: '/messages/2/thread',
    body: { category: 'message', data: { text: 'in thread' } },
    onBehalfOf: 'superhero1',
  },
  {
    operationId: 'markConversationRead',
    method: 'post',
    path: '/users/superhero2/conversation/read',
    body: { messageId: 1 },
    onBehalfOf: 'superhero1',
  },
  {
    operationId: 'markGroupConversationRead',
    method: 'post',
    path: '/groups/cometchat-guid-1/conversation/read',
    body: { messageId: 4 },
    // Not superhero1: the reset body case hides the group's messages from them.
    onBehalfOf: 'superhero2',
  },
  // Pins of conversations the app's pins (x-men, superhero4) leave alone.
  {
    operationId: 'pinUserConversation',
    method: 'post',
    path: '/users/superhero3/conversation/pin',
    onBehalfOf: 'superhero2',
  },
  {
    operationId: 'unpinUserConversation',
    method: 'delete',
    path: '/users/superhero3/conversation/pin',
    onBehalfOf: 'superhero2',
  },
  {
    operationId: 'pinGroupConversation',
    method: 'post',
    path: '/groups/cometchat-guid-1/conversation/pin',
    onBehalfOf: 'superhero2',
  },
  {
    operationId: 'unpinGroupConversation',
    method: 'delete',
    path: '/groups/cometchat-guid-1/conversation/pin',
    onBehalfOf: 'superhero2',
  },
  {
    operationId: 'replaceAppPinnedConversations',
    method: 'put',
    path: '/conversations/pinned',
    body: { pinnedConversations: [{ guid: 'x-men' }, { uid: 'superhero4' }] },
  },
  {
    operationId: 'markConversationDelivered',
    method: 'post',
    path: '/users/superhero2/conversation/delivered',
    body: { messageId: 1 },
    onBehalfOf: 'superhero1',
  },
  {
    operationId: 'markGroupConversationDelivered',
    method: 'post',
    path: '/groups/cometchat-guid-1/conversation/delivered',
    body: { messageId: 4 },
    onBehalfOf: 'superhero2',
  },
  {
    operationId: 'markConversationUnread',
    method: 'delete',
    path: '/users/superhero2/conversation/read',
    body: { messageId: 1 },
    onBehalfOf: 'superhero1',
  },
  {
    operationId: 'markGroupConversationUnread',
    method: 'delete',
    path: '/groups/cometchat-guid-1/conversation/read',
    body: { messageId: 4 },
    onBehalfOf: 'superhero2',
  },
  // The lifecycle calls deactivate superhero5 and end with it active again, in the order of the body cases.
  { operationId: 'updateUser', method: 'put', path: '/users/superhero4', body: { name: 'Logan' } },
  {
    operationId: 'deleteUser',
    method: 'delete',
    path: '/users/superhero5',
    body: { permanent: false },
  },
  {
    operationId: 'deactivateUsers',
    method: 'delete',
    path: '/users',
    body: { uidsToDeactivate: ['superhero5'] },
  },
  {
    operationId: 'reactivateUsers',
    method: 'put',
    path: '/users',
    body: { uidsToActivate: ['superhero5'] },
  },
  {
    operationId: 'updateGroup',
    method: 'put',
    path: '/groups/cometchat-guid-1',
    body: { name: 'Renamed', description: 'd', tags: ['t'] },
  },
  {
    operationId: 'resetUserConversation',
    method: 'delete',
    path: '/users/superhero5/conversation',
    body: { preserveOrder: true },
    onBehalfOf: 'superhero4',
  },
  {
    operationId: 'updateUserConversation',
    method: 'put',
    path: '/users/superhero2/conversation',
    body: { tags: ['hostile'] },
    onBehalfOf: 'superhero1',
  },
  {
    operationId: 'updateGroupConversation',
    method: 'put',
    path: '/groups/cometchat-guid-1/conversation',
    body: { tags: ['hostile'] },
    onBehalfOf: 'superhero3',
  },
  // The fixtures hold no interactive message, so on them this call is 400 ERR_INVALID_MESSAGE_DATA;
  // the suites send it only spoilt (JSON text, prototype names, URLs), refused before that check.
  {
    operationId: 'markMessageInteracted',
    method: 'patch',
    path: '/messages/2/interacted',
    body: { interactions: ['element1'] },
    onBehalfOf: 'superhero1',
  },
  {
    operationId: 'deleteConversation',
    method: 'delete',
    path: '/conversations/superhero1_user_superhero3',
    body: { permanent: false },
    onBehalfOf: 'superhero3',
  },
  {
    operationId: 'createApiKey',
    method: 'post',
    path: '/apikeys',
    body: { name: 'Hostile', scope: 'fullAccess' },
  },
  {
    operationId: 'updateApiKey',
    method: 'put',
    path: '/apikeys/f10e3ee5dd7a5c1f634912afd2d3f5ede65b2770',
    body: { name: 'Renamed', scope: 'authOnly' },
  },
  // A new list each time: the prototype-key and body tests send the call again and again.
  {
    operationId: 'createKeywordList',
    method: 'post',
    path: '/moderation/keywords',
    body: { category: 'pattern', searchTerms: ['\\d{3}-\\d{4}', 'free\\s+money'] },
  },
  {
    operationId: 'updateKeywordList',
    method: 'put',
    path: '/moderation/keywords/profanity-list',
    body: { name: 'Renamed', searchTerms: ['gosh'] },
  },
  { operationId: 'deleteKeywordList', method: 'delete', path: '/moderation/keywords/profanity-list' },
  // The fixtures' authOnly key: no call sends it.
  {
    operationId: 'deleteApiKey',
    method: 'delete',
    path: '/apikeys/f10e3ee5dd7a5c1f634912afd2d3f5ede65b2770',
  },
  {
    operationId: 'createModerationMessage',
    method: 'post',
    path: '/moderation/messages',
    body: { data: { text: 'Hi' }, sender: 'superhero1', receiver: 'superhero2', receiverType: 'user' },
  },
  // No standalone message is in the fixtures (404): the calls reach the operations' checks all the same.
  {
    operationId: 'updateModerationMessage',
    method: 'put',
    path: '/moderation/messages/17',
    body: { data: { text: 'Edited' } },
  },
  { operationId: 'deleteModerationMessage', method: 'delete', path: '/moderation/messages/17' },
  // Notification providers (SPEC 20): each added, changed and deleted, so none is left for the calls after.
  ...pushProviderCalls('fcm', {
    providerId: 'hostile-fcm',
    serviceAccountCreds: { project_id: 'p', client_email: 'a@p.example.com', private_key: 'k' },
    notificationInPayload: { ios: { chat: true, call: false } },
  }),
  ...pushProviderCalls('apns', { providerId: 'hostile-apns', bundleId: 'com.example', p8Key: 'k' }),
  ...providerCalls('TwilioProvider', '/notifications/sms/v1/providers/twilio', {
    twilioAccountSID: 'AC1',
    twilioAuthToken: 't',
    twilioSenderPhoneNumber: '+13611364718',
  }),
  ...providerCalls('SendGridProvider', '/notifications/email/v1/providers/sendgrid', {
    sendGridApiKey: 'SG.k',
    sendGridTemplateID: 'd-1',
    sendGridUnsubscribeGroupID: '1',
    senderName: 'E',
    senderEmail: 'e@example.com',
    allowEmailReplies: true,
    senderEmailForReplies: null,
  }),
  ...providerCalls('CustomPushProvider', '/notifications/push/v1/providers/custom', CUSTOM_PROVIDER),
  ...providerCalls('CustomSmsProvider', '/notifications/sms/v1/providers/custom', {
    ...CUSTOM_PROVIDER,
    useStoredPhNo: true,
  }),
  ...providerCalls('CustomEmailProvider', '/notifications/email/v1/providers/custom', {
    ...CUSTOM_PROVIDER,
    useStoredEmailID: true,
  }),
  // The last call: deleting the group leaves nothing the calls before it need.
  { operationId: 'deleteGroup', method: 'delete', path: '/groups/avengers-hq' },
];

const call = (operationId: Call['operationId']): Call =>
  WRITE_CALLS.find((c) => c.operationId === operationId)!;

export const WRITE_BODY_CASES: (Call & { name: string; body: Record<string, unknown> })[] = [
  {
    name: 'user',
    ...call('createUser'),
    body: {
      uid: 'hostile-every-field',
      name: 'Every field',
      avatar: 'https://example.com/a.png',
      link: 'https://example.com/l',
      role: 'default',
      statusMessage: 'here',
      tags: ['a'],
      withAuthToken: true,
    },
  },
  { name: 'auth token', ...call('createAuthToken'), body: { force: true } },
  {
    name: 'token update',
    ...call('updateAuthToken'),
    body: { platform: 'fcm_web', userAgent: 'Mozilla/5.0', appInfo: { version: '4.0.1', build: { n: 7 } } },
  },
  // superhero1 blocks users its message cases never write to, so those still go through.
  { name: 'block', ...call('blockUsers'), body: { blockedUids: ['superhero5', 'superhero3'] } },
  { name: 'unblock', ...call('unblockUsers'), body: { blockedUids: ['superhero3'] } },
  {
    name: 'friends',
    ...call('addFriends'),
    body: { accepted: ['superhero4', 'superhero3'], addToConversations: true },
  },
  { name: 'unfriend', ...call('removeFriends'), body: { friends: ['superhero2'] } },
  { name: 'api key', ...call('createApiKey'), body: { name: 'Hostile', scope: 'authOnly' } },
  { name: 'api key update', ...call('updateApiKey'), body: { name: 'Renamed' } },
  ...Object.entries(sendMessageRequestExamples()).map(([name, example]) => ({
    name: `user ${name}`,
    ...call('sendMessage'),
    body: structuredClone((example as ExampleObject).value) as Record<string, unknown>,
  })),
  { name: 'scope', ...call('changeGroupMemberScope'), body: { scope: 'moderator' } },
  {
    name: 'edit',
    ...call('updateMessage'),
    body: { data: { text: 'edited', metadata: { a: { b: 1 } } }, tags: ['t'] },
  },
  { name: 'delete', ...call('deleteMessage'), body: { permanent: true } },
  { name: 'read', ...call('markConversationRead'), body: { messageId: 1 } },
  { name: 'read group', ...call('markGroupConversationRead'), body: { messageId: 4 } },
  {
    name: 'app pins',
    ...call('replaceAppPinnedConversations'),
    body: { pinnedConversations: [{ guid: 'x-men' }, { uid: 'superhero4' }, { guid: 'x-men' }] },
  },
  { name: 'delivered', ...call('markConversationDelivered'), body: { messageId: 1 } },
  { name: 'delivered group', ...call('markGroupConversationDelivered'), body: { messageId: 4 } },
  { name: 'unread', ...call('markConversationUnread'), body: { messageId: 1 } },
  { name: 'unread group', ...call('markGroupConversationUnread'), body: { messageId: 4 } },
  // The other side of the conversation the call resets, so that either may come first.
  {
    name: 'reset user',
    ...call('resetUserConversation'),
    path: '/users/superhero4/conversation',
    onBehalfOf: 'superhero5',
    body: { conversationWith: 'superhero4', deleteMessagesPermanently: false, preserveOrder: false },
  },
  {
    name: 'group update',
    ...call('updateGroup'),
    body: { name: 'Renamed', metadata: { a: { b: 1 } }, tags: ['t'], unset: ['icon'] },
  },
  {
    name: 'update user',
    ...call('updateUser'),
    body: { name: 'Scott', avatar: 'https://example.com/s.png', tags: ['x-men'], unset: ['link'] },
  },
  { name: 'deactivate', ...call('deactivateUsers'), body: { uidsToDeactivate: ['superhero5'] } },
  { name: 'reactivate', ...call('reactivateUsers'), body: { uidsToActivate: ['superhero5'] } },
  { name: 'delete user', ...call('deleteUser'), body: { permanent: false } },
  {
    name: 'moderation message',
    ...call('createModerationMessage'),
    body: {
      muid: 'm-1',
      category: 'message',
      type: 'image',
      data: {
        text: 'caption',
        attachments: [{ url: 'https://example.com/a.png', size: '12' }],
        metadata: { a: 1 },
      },
      sender: 'hostile-mod-sender',
      receiver: 'hostile-mod-group',
      receiverType: 'group',
      senderUserDetails: { uid: 'hostile-mod-sender', name: 'S', tags: ['t'], createdAt: 1 },
      receiverGroupDetails: {
        guid: 'hostile-mod-group',
        name: 'G',
        type: 'public',
        owner: 'hostile-mod-sender',
      },
      tags: ['x'],
      sentAt: 1700000000,
    },
  },
];
