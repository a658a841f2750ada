/**
 * What an unread email or SMS carries (SPEC 20), in the shape the real service's custom email and SMS
 * provider pages show: `to`, the unread `messages[]`, `senderDetails` (the most recent sender),
 * `groupDetails` in a group, and a ready `subject` or `smsContent` from the app's templates.
 */
import type { JsonObject } from '../contract/json.ts';
import type { NotificationDigestRecord } from '../store/notification-records.ts';
import type { MessageRecord } from '../store/records.ts';
import type { AppState } from '../store/state.ts';
import { appNotificationSettings } from './notification-view.ts';
import { presentMessage } from './present.ts';

/** A user as the payloads name one: uid, name, and the avatar when there is one. */
function person(state: AppState, uid: string): JsonObject {
  const user = state.users.get(uid);
  return { uid, name: user?.name ?? uid, ...(user?.avatar ? { avatar: user.avatar } : {}) };
}

/** `{{path}}` placeholders filled from `values`; an unknown one is left as written. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, path: string) => values[path] ?? whole);
}

/** A message as one line of the batch: its text, or the media templates' words for an attachment. */
function line(state: AppState, message: Readonly<MessageRecord>): string {
  const text = message.data.text;
  if (typeof text === 'string') return text;
  const media = appNotificationSettings(state).templates.mediaMessageTemplateDefault as Record<
    string,
    string
  >;
  return media[`body_${message.type}`] ?? 'New message';
}

export function digestPayload(
  state: AppState,
  digest: NotificationDigestRecord,
  messages: readonly Readonly<MessageRecord>[],
  options: { contact: string | undefined; privacy: boolean },
): JsonObject {
  const settings = appNotificationSettings(state);
  const { includeMessageObjectSetting } = settings.preferences[digest.channel];
  const latest = messages[messages.length - 1]!;
  const senderDetails = person(state, latest.sender);
  const group = digest.receiverType === 'group' ? state.groups.get(digest.receiver) : undefined;
  const groupDetails: JsonObject | undefined =
    digest.receiverType === 'group'
      ? {
          guid: digest.receiver,
          name: group?.name ?? digest.receiver,
          ...(group?.icon ? { icon: group.icon } : {}),
        }
      : undefined;
  const values = {
    'senderDetails.name': String(senderDetails.name),
    'groupDetails.name': String(groupDetails?.name ?? ''),
    'messages.length': String(messages.length),
  };
  const to: JsonObject = { ...person(state, digest.uid) };
  delete to.avatar;
  if (options.contact !== undefined) to[digest.channel === 'email' ? 'email' : 'phno'] = options.contact;
  const mode = options.privacy ? 'Privacy' : 'Default';
  const { templates } = settings;
  const text =
    digest.channel === 'email'
      ? (templates[`emailSubjectTemplate${mode}`] as { subjectGroup: string; subjectOneOnOne: string })[
          groupDetails ? 'subjectGroup' : 'subjectOneOnOne'
        ]
      : (templates[`smsContentTemplate${mode}`] as { bodyGroup: string; bodyOneOnOne: string })[
          groupDetails ? 'bodyGroup' : 'bodyOneOnOne'
        ];
  return {
    to,
    messages: messages.map((message) => ({
      sender: person(state, message.sender),
      message: line(state, message),
      ...(includeMessageObjectSetting
        ? { messageObject: presentMessage(state, message) as unknown as JsonObject }
        : {}),
    })),
    senderDetails,
    ...(groupDetails ? { groupDetails } : {}),
    [digest.channel === 'email' ? 'subject' : 'smsContent']: fillTemplate(text, values),
  };
}
