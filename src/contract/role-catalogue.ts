/**
 * The catalogues of roles (SPEC 18): the 28 role permissions and 11 scope permissions of the
 * reference's RBAC operations, and the features a role can be restricted from. Ids, titles,
 * dataType, availableValues and defaults are the reference's where its examples show them; where a
 * list's values are the app's own roles, `availableValues` is empty and any role id is taken.
 */
import { GROUP_TYPES, SCOPES } from './limits.ts';

export const ROLE_ID_MAX = 100;
/** Letters of either case, digits, `-` and `_`; stored lowercased (`Mentor` → `mentor`). */
export const ROLE_ID_PATTERN = '^[a-zA-Z0-9_-]+$';
export const ROLE_NAME_MAX = 100;
export const ROLE_DESCRIPTION_MAX = 255;
export const DEFAULT_ROLE = 'default';
export const ROLE_SETTING_VALUES = ['all', 'friendsOnly'] as const;
export const ROLE_UNSETTABLE = ['settings', 'description', 'metadata'] as const;

/** When the reference's catalogue entries were made; they are the catalogue's, not a role's. */
export const CATALOGUE_CREATED_AT = 1765962204;

export type PermissionValue = string | string[];

export interface PermissionDefinition {
  id: string;
  type: 'role' | 'scope';
  title: string;
  description: string;
  dataType: 'string' | 'stringArray';
  availableValues: string[];
  defaultValue: PermissionValue;
}

const ALLOW_DENY = ['allow', 'deny'];
const MODES = ['all', 'friends'];
const MESSAGE_TYPES = ['text', 'image', 'audio', 'video', 'file'];

type Row = [id: string, title: string, values: string[] | 'roles' | 'any', list?: true];

function catalogue(type: 'role' | 'scope', rows: Row[]): ReadonlyMap<string, PermissionDefinition> {
  return new Map(
    rows.map(([id, title, values, list]) => {
      const listed = list === true;
      const availableValues = Array.isArray(values) ? values : [];
      const defaultValue: PermissionValue = listed ? [] : availableValues.includes('allow') ? 'allow' : 'all';
      const dataType = listed ? 'stringArray' : 'string';
      return [id, { id, type, title, description: title, dataType, availableValues, defaultValue }];
    }),
  );
}

export const ROLE_PERMISSIONS = catalogue('role', [
  ['createGroup', 'Allows/Denies creating groups', ALLOW_DENY],
  ['createGroup.allowedGroupTypes', 'Allows creating groups of the specified types', [...GROUP_TYPES], true],
  ['sendMessage', 'Allows/Denies sending messages', ALLOW_DENY],
  ['sendMessage.mode', 'Allows sending messages to all users or to friends only', MODES],
  [
    'sendMessage.allowedReceiverTypes',
    'Allows sending messages to the specified receiver types',
    ['user', 'group'],
    true,
  ],
  [
    'sendMessage.allowedReceiverRoles',
    'Allows sending messages to users of the specified roles',
    'roles',
    true,
  ],
  ['sendMessage.allowedMessageTypes', 'Allows sending messages of the specified types', MESSAGE_TYPES, true],
  [
    'sendMessage.allowedMessageCategories',
    'Allows sending messages of the specified categories',
    ['message', 'custom', 'interactive'],
    true,
  ],
  ['sendMessage.allowedCustomTypes', 'Allows sending custom messages of the specified types', 'any', true],
  ['sendMessage.allowedMimeTypes', 'Allows sending attachments of the specified MIME types', 'any', true],
  ['editMessage', 'Allows/Denies editing messages', ALLOW_DENY],
  [
    'editMessage.denyForScopes',
    'Denies editing messages in groups where the user has the specified scopes',
    [...SCOPES],
    true,
  ],
  ['deleteMessage', 'Allows/Denies deleting messages', ALLOW_DENY],
  [
    'deleteMessage.denyForScopes',
    'Denies deleting messages in groups where the user has the specified scopes',
    [...SCOPES],
    true,
  ],
  ['listUsers', 'Allows/Denies listing users', ALLOW_DENY],
  ['listUsers.mode', 'Lists all users or friends only', MODES],
  ['listUsers.allowedRoles', 'Lists users of the specified roles only', 'roles', true],
  ['getUserDetails.mode', 'Allows fetching the details of all users or of friends only', MODES],
  [
    'getUserDetails.allowedRoles',
    'Allows fetching the details of users of the specified roles only',
    'roles',
    true,
  ],
  ['initiateCall', 'Allows/Denies initiating calls', ALLOW_DENY],
  ['initiateCall.mode', 'Allows calling all users or friends only', MODES],
  ['initiateCall.allowedReceiverRoles', 'Allows calling users of the specified roles only', 'roles', true],
  ['listGroups', 'Allows/Denies listing groups', ALLOW_DENY],
  ['listGroups.allowedGroupTypes', 'Lists groups of the specified types only', [...GROUP_TYPES], true],
  ['joinGroup', 'Allows/Denies joining groups', ALLOW_DENY],
  [
    'joinGroup.allowedGroupTypes',
    'Allows joining groups of the specified types only',
    [...GROUP_TYPES],
    true,
  ],
  [
    'listMessages.allowedMessageCategories',
    'Lists messages of the specified categories only',
    ['message', 'custom', 'interactive', 'action', 'call'],
    true,
  ],
  ['listMessages.allowedMessageTypes', 'Lists messages of the specified types only', MESSAGE_TYPES, true],
]);

export const SCOPE_PERMISSIONS = catalogue('scope', [
  ['sendMessage', 'Allows/Denies sending messages', ALLOW_DENY],
  ['sendThreadedMessage', 'Allows/Denies sending messages in threads', ALLOW_DENY],
  ['editMessage', 'Allows/Denies editing messages', ALLOW_DENY],
  ['addReaction', 'Allows member to list the members with specified scope', ALLOW_DENY],
  ['listReactions', 'Allows/Denies listing reactions', ALLOW_DENY],
  [
    'listReactions.allowedScopes',
    'Lists the reactions of members with the specified scopes only',
    [...SCOPES],
    true,
  ],
  ['listMembers', 'Allows/Denies listing members', ALLOW_DENY],
  ['listMembers.allowedScopes', 'Allows member to list the members with specified scope', [...SCOPES], true],
  // `friends` too: the reference's own request example sets it.
  ['initiateCall', 'Allows/Denies initiating calls', [...ALLOW_DENY, 'friends']],
  [
    'initiateCall.allowedScopes',
    'Allows members to call members with the specified scopes only',
    [...SCOPES],
    true,
  ],
  [
    'initiateCall.allowedType',
    'Allows members to initiate call with the specified types',
    ['audio', 'video'],
    true,
  ],
]);
