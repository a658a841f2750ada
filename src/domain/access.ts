/**
 * What a role's permissions, restricted features and a group scope's permissions deny (SPEC 18), for
 * a request made on behalf of a user: in SPEC 18's order, the role's permissions and restricted
 * features, then membership (a non-member has no scope, and the operation's own check answers), then
 * the member's scope permissions; the first that denies answers 403 ERR_PERMISSION_DENIED. A request
 * without `onBehalfOf` is the app's and is never restricted. Where nothing is configured, one check
 * of a count kept by the role tables (store/role-tables.ts) is all a request pays.
 */
import {
  groupNotFound,
  messageNotFound,
  permissionDenied,
  uidNotFound,
} from '../contract/error-catalogue.ts';
import { FEATURE_OPERATIONS } from '../contract/feature-operations.ts';
import type { PermissionValue } from '../contract/role-catalogue.ts';
import type { AppState, MessageRecord, RoleRecord, UserRecord } from '../store/state.ts';
import { roleValue } from './role-permissions.ts';

/** What a check reads of the request: its path parameters and body, as validated. */
export interface AccessRequest {
  operationId: string;
  params: Readonly<Record<string, string>>;
  body: unknown;
}

type Body = Record<string, unknown>;
const asBody = (body: unknown): Body => (typeof body === 'object' && body !== null ? (body as Body) : {});
const list = (value: PermissionValue | undefined): readonly string[] => (Array.isArray(value) ? value : []);
/** An empty list restricts nothing (SPEC 18). */
const outside = (allowed: readonly string[], value: string | undefined): boolean =>
  allowed.length > 0 && (value === undefined || !allowed.includes(value));

function denies(
  state: AppState,
  actor: UserRecord,
  role: Readonly<RoleRecord>,
  request: AccessRequest,
): string | undefined {
  const feature = FEATURE_OPERATIONS.get(request.operationId);
  if (feature !== undefined && role.restrictedFeatures?.some((f) => f.key === feature)) {
    return `use the feature u.${feature}`;
  }
  const value = (key: string) => roleValue(role, key);
  switch (request.operationId) {
    case 'createGroup':
      if (value('createGroup') === 'deny') return 'create groups';
      if (outside(list(value('createGroup.allowedGroupTypes')), asBody(request.body).type as string)) {
        return `create ${String(asBody(request.body).type)} groups`;
      }
      return undefined;
    case 'listUsers':
      return value('listUsers') === 'deny' ? 'list users' : undefined;
    case 'listGroups':
      return value('listGroups') === 'deny' ? 'list groups' : undefined;
    case 'getUser':
      return userDetailsDenied(state, actor, role, request.params.uid ?? '');
    case 'sendMessage':
    case 'sendThreadMessage':
      return sendDenied(state, actor, role, request);
    case 'updateMessage':
      return messageWriteDenied(state, actor, role, request.params.id ?? '', 'editMessage', 'edit');
    case 'deleteMessage':
      return messageWriteDenied(state, actor, role, request.params.id ?? '', 'deleteMessage', 'delete');
    default:
      return undefined;
  }
}

function userDetailsDenied(state: AppState, actor: UserRecord, role: Readonly<RoleRecord>, uid: string) {
  const target = state.users.get(uid.toLowerCase());
  if (!target || target.uid === actor.uid) return undefined;
  if (
    roleValue(role, 'getUserDetails.mode') === 'friends' &&
    !state.friendships.find(actor.uid, target.uid)
  ) {
    return `read the details of ${target.uid}, who is no friend`;
  }
  if (outside(list(roleValue(role, 'getUserDetails.allowedRoles')), target.role)) {
    return `read the details of users of the role ${target.role}`;
  }
  return undefined;
}

function messageWriteDenied(
  state: AppState,
  actor: UserRecord,
  role: Readonly<RoleRecord>,
  id: string,
  key: 'editMessage' | 'deleteMessage',
  verb: string,
): string | undefined {
  if (roleValue(role, key) === 'deny') return `${verb} messages`;
  const message = state.messages.get(id);
  if (message?.receiverType !== 'group') return undefined;
  const scope = state.members.find(message.receiver, actor.uid)?.scope;
  if (scope !== undefined && list(roleValue(role, `${key}.denyForScopes`)).includes(scope)) {
    return `${verb} messages as a ${scope} of the group ${message.receiver}`;
  }
  return undefined;
}

/** The receivers a send names: its receiver and every one of `multipleReceivers`. */
function receiversOf(body: Body, parent: MessageRecord | undefined): [type: string, id: string][] {
  if (parent) return [[parent.receiverType, parent.receiver]];
  const out: [string, string][] = [];
  if (typeof body.receiver === 'string') out.push([String(body.receiverType), body.receiver]);
  const multiple = asBody(body.multipleReceivers);
  for (const uid of (multiple.uids as string[] | undefined) ?? []) out.push(['user', uid]);
  for (const guid of (multiple.guids as string[] | undefined) ?? []) out.push(['group', guid]);
  return out;
}

function sendDenied(state: AppState, actor: UserRecord, role: Readonly<RoleRecord>, request: AccessRequest) {
  const body = asBody(request.body);
  const value = (key: string) => roleValue(role, key);
  if (value('sendMessage') === 'deny') return 'send messages';
  const category = body.category as string | undefined;
  const type = body.type as string | undefined;
  if (outside(list(value('sendMessage.allowedMessageCategories')), category))
    return `send ${category} messages`;
  if (category === 'message' && outside(list(value('sendMessage.allowedMessageTypes')), type)) {
    return `send ${type} messages`;
  }
  if (category === 'custom' && outside(list(value('sendMessage.allowedCustomTypes')), type)) {
    return `send custom messages of the type ${type}`;
  }
  const mimeTypes = list(value('sendMessage.allowedMimeTypes'));
  const attachments = (asBody(body.data).attachments as { mimeType?: string }[] | undefined) ?? [];
  if (attachments.some((a) => outside(mimeTypes, a.mimeType))) return 'send attachments of that MIME type';
  const parent = replyParent(state, request);
  for (const [receiverType, id] of receiversOf(body, parent)) {
    if (outside(list(value('sendMessage.allowedReceiverTypes')), receiverType)) {
      return `send messages to a ${receiverType}`;
    }
    if (receiverType !== 'user') continue;
    const receiver = state.users.get(id.toLowerCase());
    if (!receiver) continue;
    if (outside(list(value('sendMessage.allowedReceiverRoles')), receiver.role)) {
      return `send messages to users of the role ${receiver.role}`;
    }
    if (value('sendMessage.mode') === 'friends' && !state.friendships.find(actor.uid, receiver.uid)) {
      return `send messages to ${receiver.uid}, who is no friend`;
    }
  }
  return undefined;
}

/** The parent of a thread reply, by either route; undefined for a message that is no reply. */
function replyParent(state: AppState, request: AccessRequest): MessageRecord | undefined {
  if (request.operationId === 'sendThreadMessage') return state.messages.get(request.params.id ?? '');
  const parentId = asBody(request.body).parentMessageId;
  return parentId === undefined ? undefined : state.messages.get(String(parentId));
}

/** The group a scope permission is checked in, and the keys checked there, in order. */
function scopeKeys(state: AppState, request: AccessRequest): [guid: string, keys: string[]] | undefined {
  const message = (id: string | undefined) => (id === undefined ? undefined : state.messages.get(id));
  switch (request.operationId) {
    case 'sendMessage':
    case 'sendThreadMessage': {
      const parent = replyParent(state, request);
      const body = asBody(request.body);
      if (parent)
        return parent.receiverType === 'group'
          ? [parent.receiver, ['sendThreadedMessage', 'sendMessage']]
          : undefined;
      return body.receiverType === 'group' && typeof body.receiver === 'string'
        ? [body.receiver.toLowerCase(), ['sendMessage']]
        : undefined;
    }
    case 'updateMessage':
    case 'addReaction':
    case 'listReactions':
    case 'listReactionsByEmoji': {
      const found = message(request.params.id);
      if (found?.receiverType !== 'group') return undefined;
      const key =
        request.operationId === 'updateMessage'
          ? 'editMessage'
          : request.operationId === 'addReaction'
            ? 'addReaction'
            : 'listReactions';
      return [found.receiver, [key]];
    }
    default:
      return undefined;
  }
}

function scopeDenies(state: AppState, actor: UserRecord, request: AccessRequest): string | undefined {
  const checked = scopeKeys(state, request);
  if (!checked) return undefined;
  const [guid, keys] = checked;
  const scope = state.members.find(guid, actor.uid)?.scope;
  // Not a member: the operation's own membership check answers.
  if (scope === undefined) return undefined;
  const set = state.scopePermissions.find(guid, scope)?.permissions;
  const denied = keys.find((key) => set?.[key] === 'deny' && Object.hasOwn(set, key));
  return denied === undefined ? undefined : `${denied} as a ${scope} of the group ${guid}`;
}

/**
 * The records a request names, looked up before a deny is answered, so that a denied user naming an
 * unknown message, group or user gets that lookup's 404 (docs/decisions/roles-enforcement.md): the
 * path's message, then group, then user; a send's parent and single receiver. Run only once a check
 * denies, so an allowed request pays nothing for it.
 */
function lookUpNamed(state: AppState, request: AccessRequest): void {
  const { id, guid, uid } = request.params;
  if (id !== undefined && !state.messages.has(id)) throw messageNotFound(id);
  if (guid !== undefined && !state.groups.has(guid.toLowerCase())) throw groupNotFound(guid);
  if (uid !== undefined && !state.users.has(uid)) throw uidNotFound(uid);
  if (request.operationId !== 'sendMessage') return;
  const body = asBody(request.body);
  if (body.parentMessageId !== undefined) {
    const parentId = String(body.parentMessageId);
    if (!state.messages.has(parentId)) throw messageNotFound(parentId);
    return;
  }
  if (typeof body.receiver !== 'string') return;
  if (body.receiverType === 'group' && !state.groups.has(body.receiver.toLowerCase())) {
    throw groupNotFound(body.receiver.toLowerCase());
  }
  if (body.receiverType === 'user' && !state.users.has(body.receiver)) throw uidNotFound(body.receiver);
}

/** Throws 403 ERR_PERMISSION_DENIED when the acting user's role or scope denies the request. */
export function checkAccess(state: AppState, actor: UserRecord, request: AccessRequest): void {
  if (!state.roleRules.any) return;
  const role = state.roles.get(actor.role);
  const denied =
    (role && state.roleRules.restricts(actor.role) ? denies(state, actor, role, request) : undefined) ??
    (state.roleRules.anyScope ? scopeDenies(state, actor, request) : undefined);
  if (denied === undefined) return;
  lookUpNamed(state, request);
  throw permissionDenied(actor.uid, denied);
}
