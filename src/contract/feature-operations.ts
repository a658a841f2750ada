/**
 * The operations each restricted feature (feature-catalogue.ts) denies, by operation id. A feature no
 * operation of the sandbox does (`deleteGroupMessages`) is stored and listed only.
 */
const BY_FEATURE: Record<string, string[]> = {
  createMessage: ['sendMessage', 'sendThreadMessage'],
  updateMessage: ['updateMessage'],
  deleteMessage: ['deleteMessage'],
  createGroup: ['createGroup'],
  deleteGroup: ['deleteGroup'],
  addMember: ['addGroupMembers'],
  ban: ['banUser'],
  unban: ['unbanUser'],
  kickMember: ['kickGroupMember'],
  changeScope: ['changeGroupMemberScope'],
  listBannedUsers: ['listBannedUsers'],
  getGroupMessages: ['listGroupMessages'],
  getUserMessages: ['listUserMessages'],
  listMessages: ['listMessages'],
  getMessage: ['getMessage'],
  listConversations: ['listConversations'],
  getConversation: ['getConversation'],
  getGroup: ['getGroup'],
  listGroups: ['listGroups'],
  listUsers: ['listUsers'],
  getUser: ['getUser'],
  deleteConversationForUser: ['deleteConversation'],
};

/** operation id → the feature that denies it. */
export const FEATURE_OPERATIONS: ReadonlyMap<string, string> = new Map(
  Object.entries(BY_FEATURE).flatMap(([feature, operations]) =>
    operations.map((op) => [op, feature] as const),
  ),
);
