/**
 * What a notification says (SPEC 20's Content): the title and body from the app's templates, filled
 * from the message as the API presents it, and the payloads the real service builds from them: the
 * custom provider's `notificationDetails`, the APNs request and the FCM data message. Computed once per
 * event and template mode, so a group of a thousand costs one presentation, not a thousand.
 */
import type { Json, JsonObject } from '../contract/json.ts';
import type { NotificationSettings } from '../contract/notification-defaults.ts';
import type { MessageRecord, ReactionRecord } from '../store/state.ts';
import type { PushProviderRecord, PushTokenRecord } from '../store/notification-records.ts';

/** A title and a body, as a notification shows them. */
export interface Text {
  title: string;
  body: string;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** A template read once: its text between placeholders, and each placeholder's path as keys. */
type Compiled = { texts: string[]; paths: string[][] };

/** Templates compiled, by their text: an app has a few dozen, and every notice fills two to four. */
const compiled = new Map<string, Compiled>();

function compile(template: string): Compiled {
  let made = compiled.get(template);
  if (made !== undefined) return made;
  made = { texts: [], paths: [] };
  let from = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    made.texts.push(template.slice(from, match.index));
    made.paths.push(match[1]!.split('.'));
    from = match.index + match[0].length;
  }
  made.texts.push(template.slice(from));
  // A state import may store any number of templates: the cache is bounded.
  if (compiled.size >= 256) compiled.clear();
  compiled.set(template, made);
  return made;
}

/** What the path holds in `scope` as text; nothing when it holds no text or number. */
function valueAt(scope: unknown, path: readonly string[]): string {
  let at = scope;
  for (const key of path) {
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) return '';
    at = (at as Record<string, unknown>)[key];
  }
  return typeof at === 'string' || typeof at === 'number' ? String(at) : '';
}

/**
 * The template with each `{{dotted.path}}` replaced by what that path holds in `scope` (nothing when
 * it holds no text or number): the templates name fields of the presented message, and no more of a
 * template language is used, so no library is brought in for it.
 */
export function fillTemplate(template: unknown, scope: Record<string, unknown>): string {
  // A template a state import stored as something else than text says nothing.
  if (typeof template !== 'string') return '';
  const { texts, paths } = compile(template);
  let text = texts[0]!;
  for (let i = 0; i < paths.length; i += 1) text += valueAt(scope, paths[i]!) + texts[i + 1]!;
  return text;
}

type Templates = NotificationSettings['templates'];
type Template = { titleOneOnOne: string; titleGroup: string } & Record<string, string>;

/** A media message's body key by its type. */
const MEDIA = new Map(['image', 'video', 'audio', 'file'].map((type) => [type, `body_${type}`]));
const INTERACTIVE = new Map([
  ['form', 'interactiveForm'],
  ['card', 'interactiveCard'],
  ['scheduler', 'interactiveScheduler'],
]);

/**
 * The settings' key of a kind's default and privacy template, each made once: a key made per notice
 * is a new string for every lookup of it.
 */
const templateKeys = new Map<string, readonly [string, string]>();
function templateKey(name: string, privacy: boolean): string {
  let keys = templateKeys.get(name);
  if (keys === undefined) {
    keys = [`${name}TemplateDefault`, `${name}TemplatePrivacy`];
    templateKeys.set(name, keys);
  }
  return keys[privacy ? 1 : 0];
}

/** The template of a message, default or privacy, and the body key in it. */
function templateOf(
  templates: Templates,
  message: Pick<MessageRecord, 'category' | 'type'>,
  privacy: boolean,
): { template: Template; body: string; fallback?: string } {
  const pick = (name: string) =>
    (templates as unknown as Record<string, Template>)[templateKey(name, privacy)]!;
  if (message.category === 'custom')
    return { template: pick('customMessage'), body: 'body', fallback: 'body_fallback' };
  if (message.category === 'interactive')
    return { template: pick(INTERACTIVE.get(message.type) ?? 'interactiveCustom'), body: 'body' };
  const media = MEDIA.get(message.type);
  if (media !== undefined) return { template: pick('mediaMessage'), body: media };
  return { template: pick('textMessage'), body: 'body' };
}

/** A message's title and body by the app's templates; `view` is the message as the API presents it. */
export function messageText(
  templates: Templates,
  message: Pick<MessageRecord, 'category' | 'type' | 'receiverType'>,
  view: unknown,
  privacy: boolean,
): Text {
  const { template, body, fallback } = templateOf(templates, message, privacy);
  const scope = { message: view };
  const title = message.receiverType === 'group' ? template.titleGroup : template.titleOneOnOne;
  let text = fillTemplate(template[body] ?? '', scope);
  // A custom message says what it is in `body_fallback` when its body names nothing it holds.
  if (text.trim() === '' && fallback !== undefined) text = fillTemplate(template[fallback] ?? '', scope);
  return { title: fillTemplate(title, scope), body: text };
}

/** As the real service's logs show a reaction: the reactor as the title. */
export const reactionText = (reactorName: string, reaction: Pick<ReactionRecord, 'reaction'>): Text => ({
  title: reactorName,
  body: `Reacted to your message: ${reaction.reaction}`,
});

/** Who and what a notification is about, as every payload names it. */
export interface Details extends Text {
  tag: string;
  sender: string;
  senderName: string;
  senderAvatar?: string;
  receiver: string;
  receiverName: string;
  receiverAvatar?: string;
  receiverType: 'user' | 'group';
  conversationId: string;
  /** ms on the app clock; null where the event is not a message's sending. */
  sentAt: number | null;
}

/** The custom provider's `notificationDetails` (the custom-provider docs' shape). */
export function notificationDetails(
  details: Details,
  push: NotificationSettings['preferences']['push'],
  message: unknown,
): JsonObject {
  const out = withoutUndefined(details);
  out.type = 'chat';
  if (push.includeMessageObjectSetting && message !== undefined) out.message = message as Json;
  out.custom = push.customJson as JsonObject;
  return out;
}

/** The details as JSON, in one literal of a fixed shape (a loop of `Object.entries` costs per recipient). */
function withoutUndefined(details: Details): JsonObject {
  const out: JsonObject = {
    title: details.title,
    body: details.body,
    tag: details.tag,
    sender: details.sender,
    senderName: details.senderName,
    receiver: details.receiver,
    receiverName: details.receiverName,
    receiverType: details.receiverType,
    conversationId: details.conversationId,
    sentAt: details.sentAt,
  };
  if (details.senderAvatar !== undefined) out.senderAvatar = details.senderAvatar;
  if (details.receiverAvatar !== undefined) out.receiverAvatar = details.receiverAvatar;
  return out;
}

/** The APNs request, as the logs' example records it (expiry an hour on, in seconds). */
export function apnsPayload(
  details: Details,
  provider: Pick<PushProviderRecord, 'details'>,
  sound: string,
  nowMs: number,
): JsonObject {
  const { title, body } = details;
  const payload: JsonObject = {
    payload: {
      ...withoutUndefined(details),
      type: 'chat',
      sessionId: null,
      callAction: null,
      callType: null,
    },
  };
  if (provider.details.includeContentAvailable === true) payload.contentAvailable = 1;
  if (provider.details.includeMutableContent === true) payload.mutableContent = 1;
  const topic = provider.details.bundleId;
  return {
    ...payload,
    ...(typeof topic === 'string' && { topic }),
    alert: { title, body },
    priority: 10,
    pushType: 'alert',
    sound,
    collapseId: details.tag,
    expiry: Math.floor(nowMs / 1000) + 3600,
    type: 'apns',
  };
}

/** FCM's data message: every value a string, the display part only where the provider asks for it. */
export function fcmPayload(
  details: Details,
  provider: Pick<PushProviderRecord, 'details'> | undefined,
  token: Pick<PushTokenRecord, 'pushToken' | 'platform'>,
): JsonObject {
  const data: JsonObject = { type: 'chat' };
  for (const [key, value] of Object.entries(details))
    if (value !== undefined && value !== null) data[key] = String(value);
  const platform = token.platform.replace(/^fcm_/, '');
  const inPayload = provider?.details.notificationInPayload;
  const withNotification =
    typeof inPayload === 'object' && inPayload !== null && !Array.isArray(inPayload)
      ? Boolean(inPayload[platform])
      : false;
  return {
    token: token.pushToken,
    data,
    ...(withNotification && { notification: { title: details.title, body: details.body } }),
    android: { priority: 'high', collapseKey: details.tag },
    type: 'fcm',
  };
}
