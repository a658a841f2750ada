/** Changing one member of a group: ban, kick, scope. */
import type { Scope } from '../contract/limits.ts';
import { banUser } from '../domain/banned-users.ts';
import { changeGroupMemberScope, kickGroupMember } from '../domain/group-members.ts';
import { contextOf, type ApiRequest, type RouteTable } from './types.ts';

const guid = (req: ApiRequest): string => req.params['guid'] ?? '';
const uid = (req: ApiRequest): string => req.params['uid'] ?? '';

export const groupMemberRoutes: RouteTable = {
  banUser: (req) => ({ data: banUser(contextOf(req), guid(req), uid(req), req.onBehalfOf) }),
  kickGroupMember: (req) => ({ data: kickGroupMember(contextOf(req), guid(req), uid(req), req.onBehalfOf) }),
  changeGroupMemberScope: (req) => {
    // The validator fills in the default scope, participant, when the body leaves it out.
    const { scope } = req.body as { scope: Scope };
    return { data: changeGroupMemberScope(contextOf(req), guid(req), uid(req), scope, req.onBehalfOf) };
  },
};
