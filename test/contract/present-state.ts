/** A small app state covering what presentation can emit: reactions, quotes, actions, blocks. */
import {
  type AppState,
  type MessageRecord,
  type StateSnapshot,
  fromSnapshot,
} from '../../src/store/state.ts';

const message = (fields: Partial<MessageRecord> & Pick<MessageRecord, 'id'>): MessageRecord => ({
  conversationId: 'superhero1_user_superhero2',
  sender: 'superhero1',
  receiverType: 'user',
  receiver: 'superhero2',
  category: 'message',
  type: 'text',
  data: { text: 'Hi,' },
  sentAt: 1700000000,
  updatedAt: 1700000000,
  ...fields,
});

export function presentableState(): AppState {
  const snapshot: StateSnapshot = {
    users: [
      { uid: 'app_system', name: 'System', status: 'offline', role: 'default', createdAt: 1596537299 },
      {
        uid: 'superhero1',
        name: 'Iron Man',
        status: 'available',
        role: 'default',
        createdAt: 1,
        metadata: { a: 1 },
      },
      {
        uid: 'superhero2',
        name: 'Captain America',
        status: 'offline',
        role: 'default',
        createdAt: 2,
        updatedAt: 3,
      },
    ],
    apiKeys: [],
    authTokens: [],
    groups: [
      {
        guid: 'g1',
        name: 'G',
        type: 'password',
        password: 'secret',
        owner: 'superhero1',
        createdAt: 5,
        tags: ['t'],
      },
    ],
    members: [{ guid: 'g1', uid: 'superhero1', scope: 'admin', joinedAt: 5 }],
    bans: [],
    messages: [
      message({ id: '1', muid: 'm1', tags: ['x'], moderationStatus: 'pending' }),
      message({
        id: '2',
        quotedMessageId: '1',
        data: { attachments: [{ url: 'u', size: 10 }] },
        type: 'image',
      }),
      message({
        id: '3',
        conversationId: 'group_g1',
        sender: 'app_system',
        receiverType: 'group',
        receiver: 'g1',
        category: 'action',
        type: 'groupMember',
        data: { action: 'added' },
        actionRefs: { by: 'superhero1', on: 'superhero2', for: 'g1', membersCount: 2 },
      }),
    ],
    reactions: [
      { id: '1', messageId: '1', uid: 'superhero1', reaction: '😅', reactedAt: 6 },
      { id: '2', messageId: '1', uid: 'superhero2', reaction: '😅', reactedAt: 7 },
    ],
    savedMessages: [],
    conversationResets: [],
    blockedUsers: [{ uid: 'superhero1', blockedUid: 'superhero2', blockedAt: 9 }],
    friendships: [],
    openedConversations: [],
    readMarks: [],
    conversationTags: [],
    interactions: [],
    conversationPins: [],
    appPinnedConversations: [],
    deliveredMarks: [],
    threadSubscriptions: [],
    roles: [{ role: 'default', name: 'Default Role', createdAt: 1629869270 }],
    scopePermissions: [],
    moderationRules: [],
    blockedMessages: [],
    moderationMessages: [],
    keywordLists: [],
    flaggedMessages: [],
    flagReasons: [],
    moderationReviews: [],
    messageMetrics: [],
    counters: { messageId: 3, reactionId: 2 },
  };
  return fromSnapshot(snapshot);
}
