/**
 * What a notification provider's call is made of (SPEC 20; notification-delivery.ts makes the calls):
 * its URL when callable, its Basic auth, and its body's JSON text.
 */
import { isObject } from '../domain/message-body.ts';

/** Base64 of the text's UTF-8 bytes, with the platform's btoa: the core runs in a browser too. */
export function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Only http(s) URLs are called: anything else stored as a provider's URL fails its log record at once. */
export function callableUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // A send to a hundred members calls one provider a hundred times: its URL is judged once.
  let judged = judgedUrls.get(value);
  if (judged === undefined) {
    const protocol = URL.canParse(value) ? new URL(value).protocol : '';
    judged = protocol === 'http:' || protocol === 'https:';
    if (judgedUrls.size >= 64) judgedUrls.clear();
    judgedUrls.set(value, judged);
  }
  return judged ? value : undefined;
}
const judgedUrls = new Map<string, boolean>();

/**
 * Where a provider's calls go: its URL when it is callable and the provider not turned off, and its
 * Basic auth when it uses one; undefined when there is no call to make (its log record fails).
 */
export function providerTarget(
  details: Record<string, unknown> | undefined,
): { url: string; authorization?: string } | undefined {
  const url = details?.isEnabled === false ? undefined : callableUrl(details?.webhookURL);
  if (details === undefined || url === undefined) return undefined;
  if (details.useBasicAuth !== true) return { url };
  const user = String(details.basicAuthUsername ?? '');
  const password = String(details.basicAuthPassword ?? '');
  return { url, authorization: `Basic ${base64(`${user}:${password}`)}` };
}

/** What a provider's call is about, as the delivery journal names it: its message, else its receiver. */
export const callEntity = (
  messageId: number | undefined,
  receiver: string | undefined,
): { type: 'message' | 'user'; id: string } =>
  messageId !== undefined ? { type: 'message', id: String(messageId) } : { type: 'user', id: receiver ?? '' };

/** The JSON text of each push payload's details: a group's members share one details object. */
const detailsTexts = new WeakMap<object, string>();

/**
 * A provider call's body as JSON text, exactly as `JSON.stringify` of
 * `{trigger, data, appId, region, webhook: 'custom'}` writes it. A push to a group's members carries
 * one details object for all of them (outbox-run.ts), immutable like every stored payload, so its
 * text is written once and placed in each member's body beside their own `to`.
 */
export function providerBodyText(
  trigger: string,
  data: Record<string, unknown>,
  appId: string,
  region: string,
): string {
  const details = data.notificationDetails;
  const keys = Object.keys(data);
  if (!isObject(details) || keys.length !== 2 || keys[0] !== 'to' || keys[1] !== 'notificationDetails')
    return JSON.stringify({ trigger, data, appId, region, webhook: 'custom' });
  let detailsText = detailsTexts.get(details);
  if (detailsText === undefined) {
    detailsText = JSON.stringify(details);
    detailsTexts.set(details, detailsText);
  }
  return (
    `{"trigger":${JSON.stringify(trigger)},"data":{"to":${JSON.stringify(data.to)},` +
    `"notificationDetails":${detailsText}},"appId":${JSON.stringify(appId)},` +
    `"region":${JSON.stringify(region)},"webhook":"custom"}`
  );
}
