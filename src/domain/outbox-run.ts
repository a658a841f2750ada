/**
 * What the outbox reads once per request and once per event (SPEC 20): the app's channels and
 * settings, and per notice what all its recipients share (the log fields, the sender, the texts by
 * template mode), so a recipient costs a preference decision and its records.
 */
import type { NotificationSettings } from '../contract/notification-defaults.ts';
import type { MessageRecord, ReactionRecord } from '../store/state.ts';
import type { NotificationProviderRecord, PushProviderRecord } from '../store/notification-records.ts';
import type { DomainContext } from './context.ts';
import type { NotificationSubject, NotificationTrigger } from './notification-decision.ts';
import type { NotificationLogFields } from './notification-log.ts';
import { appNotificationSettings } from './notification-view.ts';
import type { JsonObject } from '../contract/json.ts';
import { messageText, notificationDetails, reactionText, type Details, type Text } from './outbox-content.ts';
import { presentMessage } from './present.ts';
import type { RecipientFields } from '../store/notification-log-batch.ts';

/** What one event would notify of, and to whom (outbox.ts). */
export interface Notice {
  trigger: NotificationTrigger;
  /** Who did it: never notified of it. */
  actor: string;
  /** The message, or a group action's action message. */
  message?: MessageRecord;
  reaction?: ReactionRecord;
  /** A group action: the group and the member acted on. */
  group?: { guid: string; member: string };
  /** Who it is for: asked only when a group's decisions kept from before do not hold (outbox-decisions.ts). */
  recipients: () => readonly string[];
  isReply?: boolean;
}

/** What every recipient of a request's events shares: the app's settings and providers, read once. */
export interface OutboxRun {
  ctx: DomainContext;
  nowMs: number;
  settings: NotificationSettings;
  customPush: boolean;
  /** `fcm/providerId` or `apns/providerId` → provider; `fcm/` and `apns/` → the default. */
  pushProviders: Map<string, PushProviderRecord> | undefined;
  email: boolean;
  sms: boolean;
}

export interface Shared {
  fields: Omit<NotificationLogFields, 'channel' | 'provider' | 'notificationTriggered'>;
  sender: { uid: string; name: string; avatar?: string };
  conversationId: string;
  group?: { guid: string; name: string; icon?: string };
  text: (privacy: boolean) => Text;
  view: () => unknown;
  /**
   * A group notice's details by privacy template: every member gets the same (the group is the
   * receiver), so they are made once; and the custom provider's details made of each.
   */
  groupDetails: Map<boolean, Details>;
  groupPush: Map<Details, JsonObject>;
  /** A group notice's question to its members' preferences (outbox-decisions.ts), made once. */
  subject?: NotificationSubject;
  /** Which fields of the notice's records name their recipient. */
  recipientFields: RecipientFields;
}

const enabled = (record: NotificationProviderRecord | undefined, byDefault: boolean): boolean =>
  record !== undefined && (record.details.isEnabled ?? byDefault) === true;

/** The channels the app has now; undefined when none is on. */
export function outboxRun(ctx: DomainContext): OutboxRun | undefined {
  const { state } = ctx;
  const providers = state.notificationProviders;
  const customPush = enabled(providers.get('customPush'), false);
  // SendGrid and Twilio are on unless turned off; the custom ones only when turned on (their `isEnabled` is required).
  const email = enabled(providers.get('sendgrid'), true) || enabled(providers.get('customEmail'), false);
  const sms = enabled(providers.get('twilio'), true) || enabled(providers.get('customSms'), false);
  let pushProviders: Map<string, PushProviderRecord> | undefined;
  if (state.pushProviders.size > 0) {
    pushProviders = new Map();
    for (const provider of state.pushProviders.values()) {
      pushProviders.set(`${provider.kind}/${provider.providerId}`, provider);
      if (provider.isDefault || !pushProviders.has(`${provider.kind}/`))
        pushProviders.set(`${provider.kind}/`, provider);
    }
  }
  if (!customPush && pushProviders === undefined && !email && !sms) return undefined;
  const settings = appNotificationSettings(state);
  const nowMs = ctx.clock.now() * 1000;
  return { ctx, nowMs, settings, customPush, pushProviders, email, sms };
}

const VERBS: Partial<Record<NotificationTrigger, string>> = {
  after_group_members_added: 'added',
  after_group_members_kicked: 'kicked',
  after_group_members_banned: 'banned',
  after_group_members_unbanned: 'unbanned',
  after_scope_changed: 'changed the scope of',
};

/** What all the notice's recipients share, made once per notice (its texts only when first wanted). */
export function sharedOf(run: OutboxRun, notice: Notice): Shared {
  const { state } = run.ctx;
  const { message, reaction } = notice;
  const userOf = (uid: string) => {
    const user = state.users.get(uid);
    return { uid, name: user?.name ?? uid, ...(user?.avatar !== undefined && { avatar: user.avatar }) };
  };
  const guid = notice.group?.guid ?? (message?.receiverType === 'group' ? message.receiver : undefined);
  const groupRecord = guid === undefined ? undefined : state.groups.get(guid);
  const group =
    guid === undefined
      ? undefined
      : {
          guid,
          name: groupRecord?.name ?? guid,
          ...(groupRecord?.icon !== undefined && { icon: groupRecord.icon }),
        };
  const sender = userOf(notice.actor);
  let view: unknown;
  const present = () => (view ??= message && presentMessage(state, message));
  const texts = new Map<boolean, Text>();
  const text = (privacy: boolean): Text => {
    let made = texts.get(privacy);
    if (made !== undefined) return made;
    if (reaction !== undefined) made = reactionText(sender.name, reaction);
    else if (notice.group !== undefined)
      made = {
        title: group?.name ?? '',
        body: `${sender.name} ${VERBS[notice.trigger] ?? 'changed'} ${userOf(notice.group.member).name}`,
      };
    else if (message !== undefined && message.deletedAt === undefined)
      made = messageText(run.settings.templates, message, present(), privacy);
    else made = { title: sender.name, body: 'Message deleted' };
    texts.set(privacy, made);
    return made;
  };
  const fields: Shared['fields'] = {
    processingStartedAtMS: run.nowMs,
    processingEndedAtMS: run.nowMs,
    totalProcessingTimeInMS: 0,
    component: 'notifications-core',
    trigger: notice.trigger,
  };
  if (message !== undefined) {
    Object.assign(fields, {
      messageId: Number(message.id),
      messageCategory: message.category,
      messageType: message.type,
      messageSentAtMS: message.sentAt * 1000,
      sender: message.sender,
    });
  } else fields.sender = notice.actor;
  if (reaction !== undefined)
    Object.assign(fields, { reactionId: Number(reaction.id), reactionSender: reaction.uid });
  if (notice.group !== undefined) fields.sender = notice.actor;
  fields.receiver = guid ?? message?.receiver;
  fields.receiverType = guid === undefined ? 'user' : 'group';
  const shared: Shared = {
    fields,
    sender,
    conversationId: message?.conversationId ?? `group_${guid}`,
    text,
    view: present,
    groupDetails: new Map(),
    groupPush: new Map(),
    recipientFields: {
      member: guid !== undefined,
      receiver: guid === undefined && fields.receiver === undefined,
      reactionReceiver: reaction !== undefined,
    },
    ...(group !== undefined && { group }),
  };
  return shared;
}

/**
 * The payloads' description of one recipient's notification; in a group, the one all members with
 * the same privacy choice share (read only).
 */
export function detailsFor(
  run: OutboxRun,
  notice: Notice,
  shared: Shared,
  uid: string,
  privacy: boolean,
): Details {
  if (shared.group === undefined) return makeDetails(run, notice, shared, uid, privacy);
  let held = shared.groupDetails.get(privacy);
  if (held === undefined) {
    held = makeDetails(run, notice, shared, uid, privacy);
    shared.groupDetails.set(privacy, held);
  }
  return held;
}

/**
 * The custom push provider's `notificationDetails` made of a recipient's details; in a group, made
 * once for the details all members with the same privacy choice share.
 */
export function pushDetailsFor(run: OutboxRun, shared: Shared, details: Details): JsonObject {
  if (shared.group === undefined)
    return notificationDetails(details, run.settings.preferences.push, shared.view());
  let made = shared.groupPush.get(details);
  if (made === undefined) {
    made = notificationDetails(details, run.settings.preferences.push, shared.view());
    shared.groupPush.set(details, made);
  }
  return made;
}

function makeDetails(run: OutboxRun, notice: Notice, shared: Shared, uid: string, privacy: boolean): Details {
  const { title, body } = shared.text(privacy);
  const recipient = run.ctx.state.users.get(uid);
  const { group, sender } = shared;
  const details: Details = {
    title,
    body,
    tag: notice.reaction?.id ?? notice.message?.id ?? shared.conversationId,
    sender: sender.uid,
    senderName: sender.name,
    receiver: group?.guid ?? uid,
    receiverName: group?.name ?? recipient?.name ?? uid,
    receiverType: group === undefined ? 'user' : 'group',
    conversationId: shared.conversationId,
    sentAt: notice.trigger === 'after_message' && notice.message ? notice.message.sentAt * 1000 : null,
  };
  if (sender.avatar !== undefined) details.senderAvatar = sender.avatar;
  const receiverAvatar = group === undefined ? recipient?.avatar : group.icon;
  if (receiverAvatar !== undefined) details.receiverAvatar = receiverAvatar;
  return details;
}
