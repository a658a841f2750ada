/** The conversations the conversation reads and writes show in their examples. */
import { greeting } from './message-examples.ts';
import { GROUP_CONVERSATION, conversationBetween, groupExample, userExample } from './people-examples.ts';
import { groupMessage } from './read-examples.ts';

/** The one-to-one conversation of superhero2 with superhero1, as superhero2 sees it. */
export const conversation = () => ({
  conversationId: conversationBetween('superhero1', 'superhero2'),
  conversationType: 'user',
  unreadMessageCount: '1',
  createdAt: 1700210266,
  updatedAt: 1700210266,
  lastMessage: greeting(),
  conversationWith: userExample('superhero1', 'superhero2'),
});

/** The example group's conversation, as its admin superhero1 sees it. */
export const groupConversation = () => ({
  conversationId: GROUP_CONVERSATION,
  conversationType: 'group',
  unreadMessageCount: '1',
  createdAt: 1700300100,
  updatedAt: 1700300100,
  lastMessage: groupMessage,
  conversationWith: groupExample(3, { scope: 'admin', joinedAt: 1698935200 }),
});
