import {
  getConversation,
  getGroupConversation,
  getUserConversation,
  listConversations,
} from '../domain/conversations.ts';
import { listGroupMembers } from '../domain/group-members.ts';
import { getGroup, listGroups } from '../domain/groups.ts';
import { getMessage, listGroupMessages, listMessages, listUserMessages } from '../domain/messages.ts';
import { getUser, listUsers } from '../domain/users.ts';
import { contextOf, type RouteTable } from './types.ts';

/** Handlers of the operations whose onBehalfOf the contract requires, so the validator has checked it. */
const actor = (onBehalfOf: string | undefined): string => onBehalfOf ?? '';

export const readRoutes: RouteTable = {
  listUsers: (req) => listUsers(contextOf(req), req.query, req.onBehalfOf),
  getUser: (req) => ({ data: getUser(contextOf(req), req.params['uid'] ?? '', req.onBehalfOf) }),
  listGroups: (req) => listGroups(contextOf(req), req.onBehalfOf, req.query),
  getGroup: (req) => ({ data: getGroup(contextOf(req), req.params['guid'] ?? '', req.onBehalfOf) }),
  listGroupMembers: (req) =>
    listGroupMembers(contextOf(req), req.params['guid'] ?? '', req.query, req.onBehalfOf),
  listGroupMessages: (req) =>
    listGroupMessages(contextOf(req), req.params['guid'] ?? '', req.onBehalfOf, req.query),
  listUserMessages: (req) =>
    listUserMessages(contextOf(req), req.params['uid'] ?? '', actor(req.onBehalfOf), req.query),
  listMessages: (req) => listMessages(contextOf(req), req.onBehalfOf, req.query),
  getMessage: (req) => ({ data: getMessage(contextOf(req), req.params['id'] ?? '', req.onBehalfOf) }),
  listConversations: (req) => listConversations(contextOf(req), req.onBehalfOf, req.query),
  getConversation: (req) => ({
    data: getConversation(contextOf(req), req.params['conversationId'] ?? '', actor(req.onBehalfOf)),
  }),
  getUserConversation: (req) => ({
    data: getUserConversation(contextOf(req), req.params['uid'] ?? '', actor(req.onBehalfOf)),
  }),
  getGroupConversation: (req) => ({
    data: getGroupConversation(contextOf(req), req.params['guid'] ?? '', actor(req.onBehalfOf)),
  }),
};
