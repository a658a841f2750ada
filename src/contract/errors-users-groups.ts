/**
 * The catalogue's errors of users, groups and their members, blocks between users and conversations.
 */
import { ApiError, type ErrorDetails } from './errors.ts';
import { MEMBERS_PER_GROUP_MAX, METADATA_MAX_BYTES } from './limits.ts';

// Users.

export const uidNotFound = (uid: string): ApiError =>
  new ApiError('ERR_UID_NOT_FOUND', `The user with uid ${uid} does not exist.`);

/** The user exists but is deactivated: it can neither act nor be reached (the real error guide's wording). */
export const uidDeactivated = (uid: string): ApiError =>
  new ApiError('ERR_UID_NOT_FOUND', `The user with uid ${uid} is deactivated.`);

export const uidAlreadyExists = (uid: string): ApiError =>
  new ApiError('ERR_UID_ALREADY_EXISTS', `A user with UID ${uid} already exists.`);

/** A new user's metadata, `bytes` long as JSON, over METADATA_MAX_BYTES. */
export const userMetadataTooLarge = (bytes: number): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The user is invalid.', {
    details: { metadata: [`must be at most ${METADATA_MAX_BYTES} bytes as JSON, got ${bytes}`] },
  });

/** The system user stands for the app itself: nobody updates, deactivates or deletes it. */
export const systemUserProtected = (uid: string, verb: 'updated' | 'deactivated' | 'deleted'): ApiError =>
  new ApiError('ERR_PERMISSION_DENIED', `The system user ${uid} cannot be ${verb}.`);

/** An update that both sets and unsets `fields`. */
export const userFieldsSetAndUnset = (fields: readonly string[]): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'A field cannot be both set and unset.', {
    details: { unset: fields.map((field) => `must not name ${field}, which the request also sets`) },
  });

/** The user a bot operation names exists but is no bot. */
export const notABot = (uid: string): ApiError =>
  new ApiError('ERR_BOT_NOT_FOUND', `The user with UID ${uid} is not a bot.`);

/** `blocker` blocked `blocked`: neither may message the other. */
export const blockedReceiver = (blocker: string, blocked: string): ApiError =>
  new ApiError(
    'ERR_BLOCKED_RECEIVER',
    `The user with UID ${blocker} has blocked the user with UID ${blocked}.`,
  );

export const cannotBlockSelf = (uid: string, verb: 'block' | 'unblock'): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The user with UID ${uid} cannot ${verb} themselves.`, {
    details: { blockedUids: [`must not include ${uid}, the user in the path`] },
  });

// Groups.

export const groupNotFound = (guid: string): ApiError =>
  new ApiError('ERR_GUID_NOT_FOUND', `The group with guid ${guid} does not exist.`);

export const guidAlreadyExists = (guid: string): ApiError =>
  new ApiError('ERR_GUID_ALREADY_EXISTS', `A group with guid ${guid} already exists.`);

/** A new group over the limits a schema cannot express (field → problems). */
export const invalidGroup = (details: ErrorDetails): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The group is invalid.', { details });

export const emptyGroupPassword = (): ApiError =>
  new ApiError('ERR_EMPTY_GROUP_PASS', 'A group of type password needs a non-empty password.');

/** A field of a group update both set and unset: which value is meant cannot be told. */
export const setAndUnset = (fields: string[]): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'A field cannot be both set and unset.', {
    details: Object.fromEntries(fields.map((field) => [field, ['is both set and unset']])),
  });

export const hasJoinedWithoutOnBehalfOf = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The hasJoined filter needs the onBehalfOf header.', {
    details: { hasJoined: ['needs the onBehalfOf header'] },
  });

// Members: who is in a group, who is banned from it.

export const notAMember = (uid: string, guid: string): ApiError =>
  new ApiError('ERR_NOT_A_MEMBER', `The user with uid ${uid} is not a member of the group ${guid}.`);

export const alreadyJoined = (uid: string, guid: string): ApiError =>
  new ApiError('ERR_ALREADY_JOINED', `The user with uid ${uid} is already a member of the group ${guid}.`);

/** A banned user cannot be added until the ban is lifted. */
export const bannedGroupMember = (uid: string, guid: string): ApiError =>
  new ApiError(
    'ERR_BANNED_GROUPMEMBER',
    `The user with uid ${uid} is banned from the group ${guid}; unban the user first.`,
  );

export const noVacancy = (guid: string): ApiError =>
  new ApiError('ERR_NO_VACANCY', `The group ${guid} already has ${MEMBERS_PER_GROUP_MAX} members.`);

export const alreadyBanned = (uid: string, guid: string): ApiError =>
  new ApiError('ERR_ALREADY_BANNED', `The user with uid ${uid} is already banned from the group ${guid}.`);

export const notBanned = (uid: string, guid: string): ApiError =>
  new ApiError('ERR_NOT_A_BANNED_USER', `The user with uid ${uid} is not banned from the group ${guid}.`);

/** The lists of an add-members body, with the one problem found in them. */
export const invalidMemberLists = (problem: string): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The members to add are invalid.', { details: { body: [problem] } });

export const sameScope = (uid: string, scope: string, guid: string): ApiError =>
  new ApiError(
    'ERR_SAME_SCOPE',
    `The user with uid ${uid} already has the scope ${scope} in the group ${guid}.`,
  );

// Clearance: who may change a group's membership.

/** The acting user is neither an admin nor a moderator of the group. */
export const noClearance = (uid: string, guid: string): ApiError =>
  new ApiError(
    'ERR_GROUP_NO_CLEARANCE',
    `The user with uid ${uid} is not an admin or moderator of the group ${guid}.`,
  );

/** Only an admin edits or deletes a group (the app may always). */
export const noAdminScope = (uid: string, guid: string): ApiError =>
  new ApiError('ERR_GROUP_NO_ADMIN_SCOPE', `The user with uid ${uid} is not an admin of the group ${guid}.`);

/** Nobody bans, kicks or demotes the owner of a group, not even the app. */
export const ownerProtected = (uid: string, guid: string, verb: 'banned' | 'kicked' | 'demoted'): ApiError =>
  new ApiError(
    'ERR_GROUP_NO_SCOPE_CLEARANCE',
    `The user with uid ${uid} owns the group ${guid} and cannot be ${verb}.`,
  );

/** A moderator bans and kicks participants only. */
export const moderatorCannotActOn = (
  guid: string,
  verb: 'ban' | 'kick',
  scope: string,
  uid: string,
): ApiError =>
  new ApiError(
    'ERR_GROUP_NO_SCOPE_CLEARANCE',
    `A moderator of the group ${guid} cannot ${verb} the ${scope} ${uid}.`,
  );

export const moderatorCannotAddStaff = (guid: string): ApiError =>
  new ApiError(
    'ERR_GROUP_NO_SCOPE_CLEARANCE',
    `A moderator of the group ${guid} cannot add admins or moderators.`,
  );

export const moderatorCannotChangeScope = (guid: string): ApiError =>
  new ApiError(
    'ERR_GROUP_NO_SCOPE_CLEARANCE',
    `A moderator of the group ${guid} cannot change the scope of members.`,
  );

// Conversations.

/** No conversation `conversationId` with messages that `uid` may see (or reset). */
export const conversationNotAccessible = (conversationId: string, uid: string): ApiError =>
  new ApiError(
    'ERR_CONVERSATION_NOT_ACCESSIBLE',
    `The conversation ${conversationId} has no messages for UID ${uid}.`,
  );

/** A one-to-one reset whose body names another user than its path. */
export const conversationWithMismatch = (uid: string): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The conversationWith must be ${uid}, the user in the path.`, {
    details: { conversationWith: [`must be ${uid}, the user in the path`] },
  });

/** The deprecated DELETE /conversations/{conversationId} names no conversation `uid` could have. */
export const conversationNotFound = (conversationId: string): ApiError =>
  new ApiError('ERR_CONVERSATION_NOT_FOUND', `The conversation ${conversationId} does not exist.`);

/** `permanent` on a group conversation: the group reset it stands for erases nothing. */
export const permanentGroupReset = (conversationId: string): ApiError =>
  new ApiError(
    'ERR_BAD_REQUEST',
    `The conversation ${conversationId} is a group's: its messages cannot be deleted permanently for one user.`,
    { details: { permanent: ['must be false on a group conversation'] } },
  );

export const conversationsNeedOnBehalfOf = (): ApiError =>
  new ApiError(
    'ERR_NOT_SUPPORTED_BY_SANDBOX',
    'Listing conversations without onBehalfOf is not supported by the sandbox: name the user.',
    { details: { onBehalfOf: ['is needed by the sandbox to list conversations'] } },
  );
