/**
 * Deleting a group: the group goes with everything that names it (its members, bans, messages with
 * their reactions, saves and blocked-message records, the members' resets and read marks), so that
 * its guid is free again and nothing answers for it afterwards. Its messages are found through the
 * conversation's own index, never by walking every message of the app. No webhook fires per removed
 * member or message; the deletion fires `group_deleted` once.
 */
import { SYSTEM_UID } from '../contract/limits.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { requireGroupAdmin } from './group-edits.ts';
import { requireVisibleGroup } from './group-lookup.ts';
import { groupConversationId } from './ids.ts';
import { eraseGroupPins } from './conversation-pins.ts';
import { eraseMessages, eraseReadMarks } from './message-erasure.ts';
import { eraseConversationTags } from './conversation-tags.ts';
import { membersCount } from './present.ts';
import { requireActiveUser } from './user-lookup.ts';
import { resetKey } from '../store/state.ts';

export interface DeletedGroup {
  success: true;
  message: string;
}

export function deleteGroup(ctx: DomainContext, guid: string, onBehalfOf: string | undefined): DeletedGroup {
  const { state } = ctx;
  if (onBehalfOf !== undefined) requireActiveUser(state, onBehalfOf);
  const group = requireVisibleGroup(ctx, guid, onBehalfOf);
  requireGroupAdmin(ctx, group, onBehalfOf);
  const count = membersCount(state, group.guid);
  const conversationId = groupConversationId(group.guid);

  eraseMessages(state, [...state.messageIndexes.ofConversation(conversationId)]);
  eraseReadMarks(state, conversationId);
  eraseConversationTags(state, conversationId);
  eraseGroupPins(state, group.guid);
  // Resets are few (one per user and conversation at most), and none of them indexed by group.
  const resets = [...state.conversationResets.values()].filter((r) => 'guid' in r && r.guid === group.guid);
  for (const reset of resets) state.conversationResets.delete(resetKey(group.guid, reset.uid));
  for (const uid of [...(state.members.get(group.guid)?.keys() ?? [])]) state.members.delete(group.guid, uid);
  for (const uid of [...(state.bans.get(group.guid)?.keys() ?? [])]) state.bans.delete(group.guid, uid);
  for (const scope of [...(state.scopePermissions.get(group.guid)?.keys() ?? [])]) {
    state.scopePermissions.delete(group.guid, scope);
  }
  state.groups.delete(group.guid);
  emit(state, { type: 'groupDeleted', group, membersCount: count, by: onBehalfOf ?? SYSTEM_UID });
  return { success: true, message: `Group with guid ${group.guid} has been deleted successfully.` };
}
