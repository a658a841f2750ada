/**
 * The shapes in which the API returns users, groups and messages: what the contract's examples and
 * the domain's presenters (src/domain/present.ts) both speak of.
 */
import type { JsonObject } from './json.ts';

export interface UserView {
  uid: string;
  name: string;
  avatar?: string;
  link?: string;
  metadata?: JsonObject;
  status: string;
  role: string;
  statusMessage?: string;
  createdAt: number;
  updatedAt?: number;
  lastActiveAt?: number;
  deactivatedAt?: number;
  tags?: string[];
  conversationId?: string;
  blockedByMe?: boolean;
  blockedByMeAt?: number;
  blockedAt?: number;
}

export interface GroupView {
  guid: string;
  name: string;
  description?: string;
  icon?: string;
  type: string;
  metadata?: JsonObject;
  scope?: string;
  membersCount: number;
  joinedAt?: number;
  conversationId: string;
  hasJoined?: boolean;
  createdAt: number;
  updatedAt?: number;
  updatedBy?: string;
  owner: string;
  tags?: string[];
}

export interface ReactionAggregate {
  reaction: string;
  count: number;
  reactedByMe?: true;
}

export type Entity =
  | { entity: UserView | GroupView; entityType: 'user' | 'group' }
  | { entity: MessageView; entityType: 'message' }
  | { entity: CallView; entityType: 'call' };

/** A call as a call message shows it: the session, with the users who placed and received it. */
export interface CallView {
  data: { entities: Record<string, Entity>; metadata?: JsonObject };
  type: string;
  sender: string;
  status: string;
  joinedAt?: number;
  receiver: string;
  sessionid: string;
  startedAt?: number;
  endedAt?: number;
  wsChannel?: { identity: string; secret: string; service: string };
  initiatedAt: number;
  receiverType: string;
  conversationId: string;
}

export interface MessageView {
  id: string;
  muid?: string;
  conversationId: string;
  sender: string;
  receiverType: string;
  receiver: string;
  category: string;
  type: string;
  data: { [key: string]: unknown; entities: Record<string, Entity>; reactions?: ReactionAggregate[] };
  tags?: string[];
  parentId?: string;
  replyCount?: number;
  sentAt: number;
  editedAt?: number;
  editedBy?: string;
  deliveredAt?: number;
  readAt?: number;
  deletedAt?: number;
  deletedBy?: string;
  updatedAt: number;
  pinnedBy?: string;
  pinnedAt?: number;
  savedAt?: number;
  quotedMessage?: MessageView;
}
