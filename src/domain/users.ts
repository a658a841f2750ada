/** Creating users. UIDs are stored lowercased, as the real service does, and never reused. */
import { ApiError } from '../contract/errors.ts';
import { METADATA_MAX_BYTES } from '../contract/limits.ts';
import type { JsonObject, UserRecord } from '../store/state.ts';
import { issueAuthToken } from './auth-tokens.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { presentUser, type UserView } from './present.ts';

export interface CreateUserBody {
  uid: string;
  name: string;
  avatar?: string;
  link?: string;
  role?: string;
  statusMessage?: string;
  metadata?: JsonObject;
  tags?: string[];
  withAuthToken?: boolean;
}

export type CreatedUserView = UserView & { authToken?: string };

function newUserRecord(body: CreateUserBody, uid: string, now: number): UserRecord {
  const user: UserRecord = {
    uid,
    name: body.name,
    status: 'offline',
    role: body.role ?? 'default',
    createdAt: now,
  };
  if (body.avatar !== undefined) user.avatar = body.avatar;
  if (body.link !== undefined) user.link = body.link;
  if (body.metadata !== undefined) user.metadata = body.metadata;
  if (body.statusMessage !== undefined) user.statusMessage = body.statusMessage;
  if (body.tags !== undefined) user.tags = [...body.tags];
  return user;
}

export function createUser(ctx: DomainContext, body: CreateUserBody): CreatedUserView {
  const { state } = ctx;
  if (body.metadata !== undefined) {
    const bytes = Buffer.byteLength(JSON.stringify(body.metadata), 'utf8');
    if (bytes > METADATA_MAX_BYTES) {
      throw new ApiError('ERR_BAD_REQUEST', 'The user is invalid.', {
        details: { metadata: [`must be at most ${METADATA_MAX_BYTES} bytes as JSON, got ${bytes}`] },
      });
    }
  }
  const uid = body.uid.toLowerCase();
  if (state.users.has(uid)) {
    throw new ApiError('ERR_UID_ALREADY_EXISTS', `A user with UID ${uid} already exists.`);
  }
  const user = newUserRecord(body, uid, ctx.clock.now());
  state.users.put(user);
  emit(state, { type: 'userCreated', user });
  const view: CreatedUserView = presentUser(state, user);
  if (body.withAuthToken === true) view.authToken = issueAuthToken(ctx, uid).authToken;
  return view;
}
