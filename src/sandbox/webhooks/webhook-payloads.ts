/**
 * What each written change tells a webhook: the trigger of the real service's webhook events and its
 * `data`, in which a message is the message as the API returns it. Events without a real trigger
 * (saves, tokens, users created) fire nothing.
 *
 * `data` is built when a delivery is queued, once however many webhooks want it, and not at all when
 * the queue is full: a receiver that is down must not make every write present records for nothing.
 * What the event is about (`entity`) is known without building it, for the journal's dropped entries.
 */
import type { WebhookTrigger } from '../../contract/sandbox-limits.ts';
import type { DomainEvent } from '../../domain/events.ts';
import { presentGroup, presentMessage, presentUid } from '../../domain/present.ts';
import type { AppState } from '../../store/state.ts';
import type { EventEntity } from './webhook-journal.ts';

export interface WebhookEvent {
  trigger: WebhookTrigger;
  /** The message `data` carries, else the group, else the user acted on. */
  entity: EventEntity;
  /** Builds `data` from the state as it stood when the event was dispatched; built once. */
  data: () => Record<string, unknown>;
}

/** A function that builds its value on the first call and returns the same value after. */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

const about = (type: EventEntity['type'], id: string): EventEntity => ({ type, id });

function groupOf(state: AppState, guid: string): unknown {
  const group = state.groups.get(guid);
  return group ? presentGroup(state, group) : { guid };
}

type MarkEvent = Extract<DomainEvent, { type: 'conversationRead' | 'conversationDelivered' }>;

/**
 * A receipt as the real events page shows it (SPEC 17): `receiver` is the message's sender, or the
 * group; `sender` the user whose mark moved; `body` names the newest message the mark covers.
 */
function receipt(state: AppState, event: MarkEvent): Record<string, unknown> {
  const group = event.receiverType === 'group';
  return {
    receiver: group ? event.conversationId.slice('group_'.length) : event.messageSender,
    receiverType: group ? 'group' : 'user',
    type: 'receipts',
    sender: event.uid,
    messageSender: event.messageSender,
    body: {
      action: event.type === 'conversationRead' ? 'read' : 'delivered',
      messageId: event.messageId,
      user: presentUid(state, event.uid),
      timestamp: event.at,
    },
  };
}

export function webhookEventsOf(state: AppState, event: DomainEvent): WebhookEvent[] {
  const message = (m: Parameters<typeof presentMessage>[1]) => presentMessage(state, m, { withQuoted: true });
  const fire = (trigger: WebhookTrigger, entity: EventEntity, data: () => Record<string, unknown>) => [
    { trigger, entity, data: once(data) },
  ];
  switch (event.type) {
    case 'messageSent':
      // As the send answers it: moderation `pending`, the verdict not told yet.
      return fire('message_sent', about('message', event.message.id), () => ({
        message: presentMessage(state, event.message, { withQuoted: true, asSent: true }),
      }));
    case 'messageEdited':
      // As the real service's example shows it: the `edited` action message, the edited one inside.
      return fire('message_edited', about('message', event.action.id), () => ({
        message: message(event.action),
      }));
    case 'messageDeleted':
      return fire('message_deleted', about('message', event.action.id), () => ({
        message: message(event.action),
      }));
    case 'reactionAdded':
    case 'reactionRemoved':
      return fire(
        event.type === 'reactionAdded' ? 'message_reaction_added' : 'message_reaction_removed',
        about('message', event.message.id),
        () => ({
          reaction: { ...event.reaction, reactedBy: presentUid(state, event.reaction.uid) },
          message: message(event.message),
        }),
      );
    case 'groupCreated':
      return fire('group_created', about('group', event.group.guid), () => ({
        group: groupOf(state, event.group.guid),
        by: presentUid(state, event.by),
      }));
    case 'groupUpdated':
      return fire('group_updated', about('group', event.group.guid), () => ({
        group: groupOf(state, event.group.guid),
      }));
    case 'groupOwnerTransferred':
      // The group as it now stands, with the owner it had before (docs/decisions/groups-update.md).
      return fire('group_owner_transferred', about('group', event.group.guid), () => ({
        group: { ...(groupOf(state, event.group.guid) as object), oldOwner: event.oldOwner },
      }));
    case 'groupDeleted':
      // The group is gone from the state: it is shown as it was.
      return fire('group_deleted', about('group', event.group.guid), () => ({
        group: presentGroup(state, event.group, undefined, event.membersCount),
      }));
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
      return fire(trigger, about('message', event.action.id), () => ({ message: message(event.action) }));
    }
    case 'memberUnbanned':
      return fire('group_member_unbanned', about('group', event.guid), () => ({
        group: groupOf(state, event.guid),
        user: presentUid(state, event.uid),
        by: presentUid(state, event.by),
      }));
    case 'usersBlocked':
    case 'usersUnblocked':
      return event.blockedUids.flatMap((blocked) =>
        fire(
          event.type === 'usersBlocked' ? 'user_blocked' : 'user_unblocked',
          about('user', blocked),
          () => ({ by: presentUid(state, event.uid), user: presentUid(state, blocked) }),
        ),
      );
    case 'conversationRead':
    case 'conversationDelivered':
      return fire(
        event.type === 'conversationRead' ? 'message_read_receipt' : 'message_delivery_receipt',
        about('message', event.messageId),
        () => receipt(state, event),
      );
    case 'messageSaved':
    case 'messageUnsaved':
    case 'userCreated':
    case 'authTokenCreated':
    case 'messageApproved':
    case 'customProviderCalled':
    case 'customPushCalled':
    case 'notificationDigestQueued':
      // A custom notification provider is called by the outbox's own delivery, not as a webhook
      // event; a queued digest only sets its app's timer; an approval notifies the message's
      // recipients through the outbox (its webhooks fired at its sending).
      return [];
    default: {
      // Every event is named above: a new one does not compile until it says what it fires.
      const unhandled: never = event;
      return unhandled;
    }
  }
}
