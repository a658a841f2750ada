/**
 * What each written change tells a webhook: the trigger of the real service's webhook events and its
 * `data`, in which a message is the message as the API returns it. Events without a real trigger
 * (saves, tokens, users created, conversations read) fire nothing.
 */
import type { WebhookTrigger } from '../../contract/sandbox-limits.ts';
import type { DomainEvent } from '../../domain/events.ts';
import { presentGroup, presentMessage, presentUid } from '../../domain/present.ts';
import type { AppState } from '../../store/state.ts';
import type { EventEntity } from './webhook-journal.ts';

export interface WebhookEvent {
  trigger: WebhookTrigger;
  data: Record<string, unknown>;
}

/**
 * What an event is about, for the delivery journal: the message its `data` carries, else the group,
 * else the user acted on. Read off the payload, so the journal names what the receiver was sent.
 */
export function entityOf(data: WebhookEvent['data']): EventEntity {
  const { message, group, user } = data as {
    message?: { id: string };
    group?: { guid: string };
    user?: { uid: string };
  };
  if (message) return { type: 'message', id: message.id };
  if (group) return { type: 'group', id: group.guid };
  return { type: 'user', id: user?.uid ?? '' };
}

function groupOf(state: AppState, guid: string): unknown {
  const group = state.groups.get(guid);
  return group ? presentGroup(state, group) : { guid };
}

export function webhookEventsOf(state: AppState, event: DomainEvent): WebhookEvent[] {
  const message = (m: Parameters<typeof presentMessage>[1]) => presentMessage(state, m, { withQuoted: true });
  switch (event.type) {
    case 'messageSent':
      return [{ trigger: 'message_sent', data: { message: message(event.message) } }];
    case 'messageEdited':
      // As the real service's example shows it: the `edited` action message, the edited one inside.
      return [{ trigger: 'message_edited', data: { message: message(event.action) } }];
    case 'messageDeleted':
      return [{ trigger: 'message_deleted', data: { message: message(event.action) } }];
    case 'reactionAdded':
    case 'reactionRemoved':
      return [
        {
          trigger: event.type === 'reactionAdded' ? 'message_reaction_added' : 'message_reaction_removed',
          data: {
            reaction: { ...event.reaction, reactedBy: presentUid(state, event.reaction.uid) },
            message: message(event.message),
          },
        },
      ];
    case 'groupCreated':
      return [
        {
          trigger: 'group_created',
          data: { group: groupOf(state, event.group.guid), by: presentUid(state, event.by) },
        },
      ];
    case 'memberAdded':
    case 'memberKicked':
    case 'memberBanned':
    case 'memberScopeChanged': {
      const trigger = {
        memberAdded: 'group_member_added',
        memberKicked: 'group_member_kicked',
        memberBanned: 'group_member_banned',
        memberScopeChanged: 'group_member_scope_changed',
      }[event.type] as WebhookTrigger;
      return [{ trigger, data: { message: message(event.action) } }];
    }
    case 'memberUnbanned':
      return [
        {
          trigger: 'group_member_unbanned',
          data: {
            group: groupOf(state, event.guid),
            user: presentUid(state, event.uid),
            by: presentUid(state, event.by),
          },
        },
      ];
    case 'usersBlocked':
    case 'usersUnblocked':
      return event.blockedUids.map((blocked) => ({
        trigger: event.type === 'usersBlocked' ? 'user_blocked' : 'user_unblocked',
        data: { by: presentUid(state, event.uid), user: presentUid(state, blocked) },
      }));
    case 'messageSaved':
    case 'messageUnsaved':
    case 'userCreated':
    case 'authTokenCreated':
    case 'conversationRead':
      return [];
    default: {
      // Every event is named above: a new one does not compile until it says what it fires.
      const unhandled: never = event;
      return unhandled;
    }
  }
}
