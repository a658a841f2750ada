/**
 * Groups, group members, banned users and group conversations. Bodies arrive validated against the
 * contract, so their shapes are trusted here; the domain checks what a schema cannot.
 */
import { listBannedUsers, unbanUser } from '../domain/banned-users.ts';
import { resetGroupConversation } from '../domain/conversations.ts';
import type { MemberLists } from '../domain/group-member-lists.ts';
import { addGroupMembers } from '../domain/group-members.ts';
import { createGroup } from '../domain/groups.ts';
import type { CreateGroupBody } from '../domain/groups.ts';
import { pageOptions } from '../domain/pagination.ts';
import { contextOf, type ApiRequest, type RouteTable } from './types.ts';

const param = (req: ApiRequest, name: string): string => req.params[name] ?? '';

export const groupRoutes: RouteTable = {
  createGroup: (req) => ({
    data: createGroup(contextOf(req), req.body as CreateGroupBody, req.onBehalfOf),
  }),

  addGroupMembers: (req) => ({
    data: addGroupMembers(contextOf(req), param(req, 'guid'), req.body as MemberLists, req.onBehalfOf),
  }),

  resetGroupConversation: (req) => {
    const body = (req.body ?? {}) as { preserveOrder?: boolean };
    // The contract requires the header here; an absent one reaches the domain as an unknown user.
    const uid = req.onBehalfOf ?? '';
    return {
      data: resetGroupConversation(contextOf(req), param(req, 'guid'), uid, {
        preserveOrder: body.preserveOrder,
      }),
    };
  },

  listBannedUsers: (req) => {
    const page = listBannedUsers(contextOf(req), param(req, 'guid'), pageOptions(req.query), req.onBehalfOf);
    return { data: page.data, meta: page.meta };
  },

  unbanUser: (req) => ({
    data: unbanUser(contextOf(req), param(req, 'guid'), param(req, 'uid'), req.onBehalfOf),
  }),
};
