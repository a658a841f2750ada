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
