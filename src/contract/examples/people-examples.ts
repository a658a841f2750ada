/**
 * Users and the group of the examples, shaped as the server presents them (the `satisfies` checks
 * keep them in step with src/domain/present.ts).
 */
import type { GroupView, UserView } from '../views.ts';
import { SYSTEM_UID } from '../limits.ts';

const avatar = (file: string): string => `https://data-us.cometchat.io/assets/images/avatars/${file}.png`;

const USERS = {
  superhero1: { name: 'Iron Man', avatar: avatar('ironman'), createdAt: 1698934972 },
  superhero2: { name: 'Captain America', avatar: avatar('captainamerica'), createdAt: 1698934987 },
  superhero3: { name: 'Spiderman', avatar: avatar('spiderman'), createdAt: 1698935002 },
  superhero4: { name: 'Wolverine', avatar: avatar('wolverine'), createdAt: 1698935017 },
  superhero5: { name: 'Cyclops', avatar: avatar('cyclops'), createdAt: 1698935032 },
  chatbot: { name: 'Chat Bot', avatar: avatar('chatbot'), createdAt: 1698935100 },
} as const;

export type ExampleUid = keyof typeof USERS | typeof SYSTEM_UID;

export const GUID = 'cometchat-guid-1';
export const GROUP_CONVERSATION = `group_${GUID}`;
export const BOT = 'chatbot';

export const conversationBetween = (a: string, b: string): string =>
  a < b ? `${a}_user_${b}` : `${b}_user_${a}`;

/** A user record; with `viewer`, as seen by that user (one-to-one conversation id). */
export function userExample(uid: ExampleUid, viewer?: string): UserView {
  const view: UserView =
    uid === SYSTEM_UID
      ? { uid, name: 'System', status: 'offline', role: 'default', createdAt: 1596537299 }
      : { uid, ...USERS[uid], status: 'offline', role: 'default' };
  if (viewer !== undefined && viewer !== uid) view.conversationId = conversationBetween(viewer, uid);
  return view;
}

/** The example group; `member` adds the acting user's membership fields. */
export function groupExample(
  membersCount: number,
  member?: { scope: 'admin' | 'moderator' | 'participant'; joinedAt: number },
): GroupView {
  const group: GroupView = {
    guid: GUID,
    name: 'Comic Heroes Hangout',
    description: 'Where the heroes plan their next mission.',
    icon: 'https://data-us.cometchat.io/assets/images/avatars/cometchat-guid-1.png',
    type: 'public',
    membersCount,
    conversationId: GROUP_CONVERSATION,
    createdAt: 1698935200,
    owner: 'superhero1',
    tags: ['heroes'],
  };
  if (member === undefined) return group;
  const { guid, name, description, icon, type, conversationId, createdAt, owner, tags } = group;
  return {
    guid,
    name,
    description,
    icon,
    type,
    scope: member.scope,
    membersCount,
    joinedAt: member.joinedAt,
    conversationId,
    hasJoined: true,
    createdAt,
    owner,
    tags,
  };
}

export const userEntity = (uid: ExampleUid, viewer?: string) => ({
  entity: userExample(uid, viewer),
  entityType: 'user' as const,
});

export const groupEntity = (membersCount: number) => ({
  entity: groupExample(membersCount),
  entityType: 'group' as const,
});
