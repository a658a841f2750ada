/**
 * Secrets kept out of what the sandbox prints (docs/decisions/keys-secrets-in-print.md): an API key
 * appears in the answers of the API keys operations and in a state export, nowhere else. The journal,
 * the request log and the inspector show a `/apikeys/{apiKey}` path with the key cut to its first
 * KEY_SHOWN characters, enough to tell the keys of an app apart.
 */
export const KEY_SHOWN = 6;

export const keyShown = (apiKey: string): string => apiKey.slice(0, KEY_SHOWN);

// The segment after /apikeys/, up to the next slash, query or end, in any case of the path.
const KEY_IN_PATH = /(\/apikeys\/)([^/?#]+)/gi;

/** `url` with the key of any `/apikeys/{apiKey}` segment cut to KEY_SHOWN characters. */
export function withoutSecrets(url: string): string {
  // Checked first so the request log and the journal pay nothing for every other path.
  if (!/\/apikeys\//i.test(url)) return url;
  return url.replace(KEY_IN_PATH, (_, prefix: string, key: string) => `${prefix}${keyShown(key)}`);
}

/**
 * The fields of a request body that hold a notification provider's credentials (SPEC 20): the FCM
 * service account's `private_key`, the APNs `p8Key`, Twilio's auth token, SendGrid's API key and a
 * custom provider's Basic auth password. The journal (and so the inspector) shows them as HIDDEN,
 * at any depth: the provider's record keeps them, what the sandbox prints never does.
 */
export const BODY_SECRET_FIELDS = [
  'private_key',
  'p8Key',
  'twilioAuthToken',
  'sendGridApiKey',
  'basicAuthPassword',
] as const;
export const HIDDEN = '[hidden]';

const SECRET_NAMES: ReadonlySet<string> = new Set(BODY_SECRET_FIELDS);
// A secret's name as a key of JSON text, then its value when it is a string.
const SECRET_KEY = new RegExp(`"(${BODY_SECRET_FIELDS.join('|')})"`);
const SECRET_MEMBER = new RegExp(
  `("(?:${BODY_SECRET_FIELDS.join('|')})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"?`,
  'g',
);

/** The JSON text of a parsed body, each secret field's value HIDDEN; no second pass when none is named. */
export function bodyTextWithoutSecrets(body: unknown): string {
  const text = JSON.stringify(body);
  if (!SECRET_KEY.test(text)) return text;
  return JSON.stringify(body, (key, value: unknown) => (SECRET_NAMES.has(key) ? HIDDEN : value));
}

/**
 * The text of a body that did not parse, each secret field's string value HIDDEN as far as the text
 * can be read (a value cut short at the end is hidden too).
 */
export function rawTextWithoutSecrets(text: string): string {
  if (!SECRET_KEY.test(text)) return text;
  return text.replace(SECRET_MEMBER, (_, member: string) => `${member}"${HIDDEN}"`);
}
