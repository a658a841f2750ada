/**
 * The features a role can be restricted from (SPEC 18), as the reference lists them: `u.<key>` with a
 * title, a description and the path of the operation it names.
 */

export interface FeatureDefinition {
  key: string;
  title: string;
  description: string;
  path: string;
}

type FeatureRow = [key: string, title: string, description: string, path: string];

/** The features a role can be restricted from; each named `u.<key>`, as the reference lists them. */
export const FEATURES: ReadonlyMap<string, FeatureDefinition> = new Map(
  (
    [
      ['createMessage', 'Send Message', 'Allows logged-in user to send a message.', '/v3/messages'],
      ['updateMessage', 'Edit Message', 'Allows logged-in user to edit a message.', '/v3/messages/{{id}}'],
      [
        'deleteMessage',
        'Delete Message',
        'Allows logged-in user to delete a message.',
        '/v3/messages/{{id}}',
      ],
      [
        'deleteGroupMessages',
        'Delete Group Messages',
        'Allows logged-in user to delete the messages of a group.',
        '/v3/groups/{{guid}}/messages',
      ],
      ['createGroup', 'Create Group', 'Allows logged-in user to create a group.', '/v3/groups'],
      ['deleteGroup', 'Delete Group', 'Allows logged-in user to delete a group.', '/v3/groups/{{guid}}'],
      [
        'addMember',
        'Add Members',
        'Allows logged-in user to add members to a group.',
        '/v3/groups/{{guid}}/members',
      ],
      [
        'ban',
        'Ban Member',
        'Allows logged-in user to ban a member of a group.',
        '/v3/groups/{{guid}}/bannedusers/{{uid}}',
      ],
      [
        'unban',
        'Unban Member',
        'Allows logged-in user to unban a member of a group.',
        '/v3/groups/{{guid}}/bannedusers/{{uid}}',
      ],
      [
        'kickMember',
        'Kick Member',
        'Allows logged-in user to kick a member of a group.',
        '/v3/groups/{{guid}}/members/{{uid}}',
      ],
      [
        'changeScope',
        'Change Scope',
        'Allows logged-in user to change the scope of a member.',
        '/v3/groups/{{guid}}/members/{{uid}}',
      ],
      [
        'listBannedUsers',
        'List Banned Users',
        'Allows logged-in user to fetch the banned users of a group.',
        '/v3/groups/{{guid}}/bannedusers',
      ],
      [
        'getGroupMessages',
        'Group Messages',
        'Allows logged-in user to fetch the messages of a group.',
        '/v3/groups/{{guid}}/messages',
      ],
      [
        'getUserMessages',
        'User Messages',
        'Allows logged-in user to fetch the messages with a user.',
        '/v3/users/{{uid}}/messages',
      ],
      ['listMessages', 'List Messages', 'Allows logged-in user to fetch messages.', '/v3/messages'],
      ['getMessage', 'Get Message', 'Allows logged-in user to fetch a message.', '/v3/messages/{{id}}'],
      [
        'listConversations',
        'List Conversations',
        'Allows logged-in user to fetch the conversation list.',
        '/v3/conversations',
      ],
      [
        'getConversation',
        'Get Conversation',
        'Allows logged-in user to fetch a conversation.',
        '/v3/conversations/{{conversationId}}',
      ],
      ['getGroup', 'Get Group', 'Allows logged-in user to fetch a group.', '/v3/groups/{{guid}}'],
      ['listGroups', 'List Groups', 'Allows logged-in user to fetch the group list.', '/v3/groups'],
      ['listUsers', 'List Users', 'Allows logged-in user to fetch the user list.', '/v3/users'],
      ['getUser', 'Get User', 'Allows logged-in user to fetch a user.', '/v3/users/{{uid}}'],
      [
        'deleteConversationForUser',
        'Delete Conversation',
        'Allows logged-in user to delete a conversation for themselves.',
        '/v3/conversations/{{conversationId}}',
      ],
    ] as FeatureRow[]
  ).map(([key, title, description, path]) => [key, { key, title, description, path }]),
);

/** A feature key as a client may send it (`createMessage` or `u.createMessage`), without its prefix. */
export const featureKeyOf = (sent: string): string => (sent.startsWith('u.') ? sent.slice(2) : sent);
