/**
 * The four member lists of an add-members body (and of a create body's `members`), in the order
 * they are processed: bans first, then additions from the highest scope down, so a user listed
 * twice gets the highest scope and a later list reports it as already joined.
 */
import { MEMBERS_PER_CALL_MAX } from '../contract/limits.ts';
import type { Scope } from '../contract/limits.ts';

export const ADD_LISTS = ['admins', 'moderators', 'participants'] as const;
export type AddListName = (typeof ADD_LISTS)[number];
export const MEMBER_LISTS = ['usersToBan', ...ADD_LISTS] as const;
export type MemberListName = (typeof MEMBER_LISTS)[number];

export type MemberLists = { [K in MemberListName]?: string[] | undefined };

export const LIST_SCOPE: Record<AddListName, Scope> = {
  admins: 'admin',
  moderators: 'moderator',
  participants: 'participant',
};

/** Every distinct uid named by the lists: a user listed twice counts once toward the cap. */
export function distinctUsers(lists: MemberLists): Set<string> {
  return new Set(MEMBER_LISTS.flatMap((name) => lists[name] ?? []));
}

/** Why the lists cannot be processed as a whole, or undefined when they can. */
export function memberListsProblem(lists: MemberLists, minUsers: number): string | undefined {
  const count = distinctUsers(lists).size;
  if (count < minUsers) return `at least one of ${MEMBER_LISTS.join(', ')} must list a user`;
  if (count > MEMBERS_PER_CALL_MAX) {
    return `at most ${MEMBERS_PER_CALL_MAX} users in all may be listed, got ${count}`;
  }
  return undefined;
}
