/** Pinned conversations: a user's own pins of a one-to-one or group conversation, and the app's list. */
import { CONVERSATION_PINS_MAX, SYSTEM_UID } from '../limits.ts';
import { family } from '../operation-record.ts';
import { paramRef } from '../parameters.ts';
import { dataOf } from '../responses.ts';
import { arrayOf, ref } from '../schema-helpers.ts';

const PINNED_AT = 1700400000;
const USER_PIN = { conversationId: 'superhero1_user_superhero2', conversationType: 'user' } as const;
const GROUP_PIN = { conversationId: 'group_cometchat-guid-1', conversationType: 'group' } as const;
const APP_LIST = [
  {
    conversationId: 'group_cometchat-guid-1',
    conversationType: 'group',
    pinnedBy: SYSTEM_UID,
    pinnedAt: PINNED_AT,
  },
  { conversationId: 'user_superhero2', conversationType: 'user', pinnedBy: SYSTEM_UID, pinnedAt: PINNED_AT },
];

const RULES = `A user may pin ${CONVERSATION_PINS_MAX} conversations (\`ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED\` past that); a conversation the app pinned for everyone cannot be pinned or unpinned by a user (\`ERR_SYSTEM_PINNED_CONVERSATION\`).`;
const pinned = (pin: object) => ({ data: { ...pin, pinnedBy: 'superhero1', pinnedAt: PINNED_AT } });

function pinDocument(group: boolean, pin: boolean) {
  const what = group ? 'a group conversation' : 'a one-to-one conversation';
  const example = group ? GROUP_PIN : USER_PIN;
  const name = pin ? 'pin' : 'unpin';
  return () => ({
    summary: `${pin ? 'Pin' : 'Unpin'} ${what} for a user`,
    description: [
      pin
        ? `Pins ${what} for the acting user (\`onBehalfOf\`) alone, so that it leads their conversation list. Pinning again keeps the first \`pinnedAt\`.`
        : `Removes the acting user’s own pin of ${what}; unpinning one that is not pinned answers the same.`,
      `The conversation must exist for the user (${group ? 'a member, `ERR_NOT_A_MEMBER` before anything else; then ' : ''}\`ERR_CONVERSATION_NOT_ACCESSIBLE\` when they see no message of it)${pin ? '' : ', unless the user pinned it: their pin can always be removed'}. ${RULES}`,
    ].join('\n\n'),
    parameters: [paramRef(group ? 'guid' : 'uid'), paramRef('onBehalfOfRequired')],
    success: {
      description: pin ? 'The conversation and its pin.' : 'The conversation, without a pin.',
      schema: dataOf(ref('ConversationPin'), 'The conversation.'),
      examples: {
        [name]: {
          summary: pin ? 'Pinned by superhero1' : 'No longer pinned',
          value: pin ? pinned(example) : { data: example },
        },
      },
    },
    badRequestDetails: { onBehalfOf: ['is required'] },
  });
}

const appList = (description: string) =>
  dataOf(arrayOf(ref('ConversationPin'), 'The app’s pins, in display order.'), description);

export const conversationPinOperations = family('conversation-pins', {
  pinUserConversation: {
    method: 'post',
    path: '/users/{uid}/conversation/pin',
    errors: [
      'ERR_UID_NOT_FOUND',
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
      'ERR_SYSTEM_PINNED_CONVERSATION',
      'ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED',
    ],
    document: pinDocument(false, true),
  },
  unpinUserConversation: {
    method: 'delete',
    path: '/users/{uid}/conversation/pin',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_CONVERSATION_NOT_ACCESSIBLE', 'ERR_SYSTEM_PINNED_CONVERSATION'],
    document: pinDocument(false, false),
  },
  pinGroupConversation: {
    method: 'post',
    path: '/groups/{guid}/conversation/pin',
    errors: [
      'ERR_UID_NOT_FOUND',
      'ERR_GUID_NOT_FOUND',
      'ERR_NOT_A_MEMBER',
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
      'ERR_SYSTEM_PINNED_CONVERSATION',
      'ERR_PINNED_CONVERSATIONS_LIMIT_EXCEEDED',
    ],
    document: pinDocument(true, true),
  },
  unpinGroupConversation: {
    method: 'delete',
    path: '/groups/{guid}/conversation/pin',
    errors: [
      'ERR_UID_NOT_FOUND',
      'ERR_GUID_NOT_FOUND',
      'ERR_NOT_A_MEMBER',
      'ERR_CONVERSATION_NOT_ACCESSIBLE',
      'ERR_SYSTEM_PINNED_CONVERSATION',
    ],
    document: pinDocument(true, false),
  },
  replaceAppPinnedConversations: {
    method: 'put',
    path: '/conversations/pinned',
    body: 'required',
    errors: ['ERR_SYSTEM_PINNED_CONVERSATIONS_LIMIT_EXCEEDED', 'ERR_UID_NOT_FOUND', 'ERR_GUID_NOT_FOUND'],
    document: () => ({
      summary: 'Replace the conversations the app pins for every user',
      description: [
        `Sets the app’s list, in display order: each entry names a user (\`uid\`: every user’s one-to-one conversation with them, \`user_<uid>\`) or a group (\`guid\`: \`group_<guid>\`), exactly one of the two. Repeated entries are kept once, at their first position; entries left out are unpinned; entries kept keep their \`pinnedAt\`; \`[]\` clears the list. At most ${CONVERSATION_PINS_MAX} distinct conversations (\`ERR_SYSTEM_PINNED_CONVERSATIONS_LIMIT_EXCEEDED\`); an unknown user or group is 404.`,
        'An app pin shows on the conversation of every user for whom that conversation exists, over their own pin of it, and creates none.',
      ].join('\n\n'),
      parameters: [],
      body: {
        schema: 'ReplacePinnedConversationsRequest',
        description: 'The whole list, as it should be.',
        examples: {
          pinned: {
            summary: 'A group and a user, in this order',
            value: { pinnedConversations: [{ guid: 'cometchat-guid-1' }, { uid: 'superhero2' }] },
          },
        },
      },
      success: {
        description: 'The app’s new list.',
        schema: appList('The app’s pins.'),
        examples: { pinned: { summary: 'The group first, then the user', value: { data: APP_LIST } } },
      },
      badRequestDetails: { 'pinnedConversations.0': ['must have exactly one of uid and guid'] },
    }),
  },
  listAppPinnedConversations: {
    method: 'get',
    path: '/conversations/pinned',
    errors: [],
    document: () => ({
      summary: 'List the conversations the app pins for every user',
      description: 'The app’s pinned conversations in display order, each with `pinnedBy` `app_system`.',
      parameters: [],
      success: {
        description: 'The app’s list.',
        schema: appList('The app’s pins.'),
        examples: { pinned: { summary: 'A group and a user', value: { data: APP_LIST } } },
      },
      badRequestDetails: {},
    }),
  },
});
