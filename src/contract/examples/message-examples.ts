/** Messages, reactions, tokens and blocked messages of the examples, as the server presents them. */
import type { MessageView, ReactionAggregate } from '../views.ts';
import { SYSTEM_UID } from '../limits.ts';
import {
  type ExampleUid,
  BOT,
  GROUP_CONVERSATION,
  GUID,
  conversationBetween,
  groupEntity,
  userEntity,
  userExample,
} from './people-examples.ts';

interface MessageSpec {
  id: string;
  sender: ExampleUid;
  to: ExampleUid | { group: number };
  category?: MessageView['category'];
  type?: string;
  data: Record<string, unknown>;
  sentAt: number;
  muid?: string;
  reactions?: ReactionAggregate[];
  moderation?: boolean;
}

export function messageExample(spec: MessageSpec): MessageView {
  const toGroup = typeof spec.to === 'object';
  const receiver = typeof spec.to === 'object' ? GUID : spec.to;
  const data: MessageView['data'] = {
    ...spec.data,
    entities: {
      sender: userEntity(spec.sender),
      receiver: typeof spec.to === 'object' ? groupEntity(spec.to.group) : userEntity(spec.to, spec.sender),
    },
  };
  if (spec.reactions) data.reactions = spec.reactions;
  if (spec.moderation) data.moderation = { status: 'pending' };
  const view = { id: spec.id } as MessageView;
  if (spec.muid !== undefined) view.muid = spec.muid;
  return Object.assign(view, {
    conversationId: toGroup ? GROUP_CONVERSATION : conversationBetween(spec.sender, receiver),
    sender: spec.sender,
    receiverType: toGroup ? 'group' : 'user',
    receiver,
    category: spec.category ?? 'message',
    type: spec.type ?? 'text',
    data,
    sentAt: spec.sentAt,
    updatedAt: spec.sentAt,
  });
}

/** The message of the reaction and save examples: superhero1 greets superhero2. */
export const greeting = (reactions?: ReactionAggregate[]): MessageView =>
  messageExample({
    id: '2',
    sender: 'superhero1',
    to: 'superhero2',
    data: { text: 'Hi,' },
    sentAt: 1700210266,
    reactions,
  });

export const botTextMessage = (): MessageView =>
  messageExample({
    id: '12',
    muid: 'chatbot-welcome-1',
    sender: BOT,
    to: 'superhero1',
    data: { text: 'Hi Iron Man! How can I help you today?', metadata: { intent: 'welcome' } },
    sentAt: 1700300000,
  });

/** The action message created when `on` is added to the group by `by`. */
export function addedMessage(id: string, by: ExampleUid, on: ExampleUid, membersCount: number, at: number) {
  return {
    id,
    conversationId: GROUP_CONVERSATION,
    sender: SYSTEM_UID,
    receiverType: 'group' as const,
    receiver: GUID,
    category: 'action' as const,
    type: 'groupMember',
    data: {
      action: 'added',
      entities: { by: userEntity(by), on: userEntity(on), for: groupEntity(membersCount) },
    },
    sentAt: at,
    updatedAt: at,
  } satisfies MessageView;
}

export function reactionExample(
  id: string,
  uid: ExampleUid,
  reaction: string,
  reactedAt: number,
  viewer?: string,
) {
  return { id, messageId: '2', reaction, uid, reactedAt, reactedBy: userExample(uid, viewer) };
}

export const authTokenExample = (uid: string, createdAt: number, hex: string) => ({
  uid,
  authToken: `${uid}_${createdAt}${hex}`,
  createdAt,
});

export const blockedMessageExample = () => ({
  ruleId: 'profanity-filter',
  ruleName: 'Profanity filter',
  revisionId: 'profanity-filter_3',
  condition: {
    id: 1,
    isKeywordsReferencePresent: false,
    isMediaPresent: false,
    entity: 'message',
    operand: 'text',
    category: 'word',
    operator: 'contains',
    value: ['darn'],
    message: ['Message contains darn'],
    weight: 1,
  },
  message: messageExample({
    id: '15',
    muid: '_5zytzmceo',
    sender: 'superhero1',
    to: 'superhero2',
    data: { text: 'Darn, the suit is broken again.' },
    sentAt: 1719993037,
    moderation: true,
  }),
  action: ['blockMessage'],
  createdAt: 1719993038,
  updatedAt: 1719993038,
});
