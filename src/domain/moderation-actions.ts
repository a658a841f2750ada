/**
 * What a rule the message meets does to people (SPEC 19): `kick` and `ban` remove the sender of a
 * group message, `block` makes the receiver of a one-to-one message block its sender, `deactivate`
 * deactivates the sender. Each goes through the operation the API has for it (kickGroupMember, banUser,
 * blockUsers, deactivateUsers), so that its action message, events and webhooks are the API's. An
 * action the API would refuse (the group's owner kicked, the system user deactivated) is not taken; it
 * never fails the send. None of them hides the message: blocking is blockMessage's and dropMessage's.
 */
import { ApiError } from '../contract/errors.ts';
import type { MessageRecord } from '../store/state.ts';
import { banUser } from './banned-users.ts';
import { blockUsers } from './blocked-users.ts';
import type { DomainContext } from './context.ts';
import { kickGroupMember } from './group-members.ts';
import { recordVerdict } from './moderation-engine.ts';
import { deactivateUsers } from './user-lifecycle.ts';

const ON_PEOPLE = ['kick', 'ban', 'block', 'deactivate'];
const nothing = (): void => undefined;

function tolerated(action: () => unknown): void {
  try {
    action();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
  }
}

/**
 * Records the verdict on a message just stored (blocked, flagged), and returns what the rules met do to
 * people, to run once the message's own events are out: the message comes before the kick it caused.
 */
export function moderateSent(ctx: DomainContext, message: MessageRecord): () => void {
  const met = recordVerdict(ctx, message);
  const actions = new Set(met.flatMap((m) => m.rule.actions).filter((a) => ON_PEOPLE.includes(a)));
  if (actions.size === 0) return nothing;
  return () => {
    const { sender, receiver, receiverType } = message;
    if (receiverType === 'group') {
      // A ban removes the member too: kicking first would record a second action message.
      if (actions.has('ban')) tolerated(() => banUser(ctx, receiver, sender));
      else if (actions.has('kick')) tolerated(() => kickGroupMember(ctx, receiver, sender));
    }
    if (receiverType === 'user' && actions.has('block')) tolerated(() => blockUsers(ctx, receiver, [sender]));
    if (actions.has('deactivate')) tolerated(() => deactivateUsers(ctx, [sender]));
  };
}
