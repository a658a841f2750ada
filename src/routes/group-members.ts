import {
  addGroupMembers,
  changeGroupMemberScope,
  kickGroupMember,
  listGroupMembers,
} from '../domain/group-members.ts';
import { contextOf, type RouteTable } from './types.ts';

export const groupMemberRoutes: RouteTable<'group-members'> = {
  addGroupMembers: (req) => ({
    data: addGroupMembers(contextOf(req), req.params.guid, req.body, req.onBehalfOf),
  }),
  listGroupMembers: (req) => listGroupMembers(contextOf(req), req.params.guid, req.query, req.onBehalfOf),
  kickGroupMember: (req) => ({
    data: kickGroupMember(contextOf(req), req.params.guid, req.params.uid, req.onBehalfOf),
  }),
  // The validator fills in the default scope, participant, when the body leaves it out.
  changeGroupMemberScope: (req) => ({
    data: changeGroupMemberScope(
      contextOf(req),
      req.params.guid,
      req.params.uid,
      req.body.scope ?? 'participant',
      req.onBehalfOf,
    ),
  }),
};
