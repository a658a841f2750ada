/**
 * Webhooks from the fixtures: `webhooks.json` beside the other fixture files, when there is one, an
 * array of webhook objects (as `POST /__sandbox/apps/{appId}/webhooks` takes them). Every app starts,
 * and is reset, with them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { WEBHOOK_TRIGGERS } from '../../contract/sandbox-limits.ts';
import { BUNDLED_FIXTURES_DIR } from '../../store/fixtures.ts';
import type { WebhookConfig } from './app-webhooks.ts';

export function fixtureWebhooks(dir: string = BUNDLED_FIXTURES_DIR): WebhookConfig[] {
  const file = join(resolve(dir), 'webhooks.json');
  if (!existsSync(file)) return [];
  const list = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(list)) throw new Error(`${file} must hold an array of webhooks`);
  return list.map((item, i) => {
    const w = item as Partial<WebhookConfig>;
    const bad = (what: string) => new Error(`${file}: webhook ${i + 1} ${what}`);
    if (typeof w.id !== 'string' || !/^[A-Za-z0-9_-]{1,50}$/.test(w.id))
      throw bad('needs an id of 1-50 letters, digits, - or _');
    if (typeof w.webhookURL !== 'string' || !/^https?:\/\/\S+$/.test(w.webhookURL))
      throw bad('needs an http(s) webhookURL');
    const triggers = w.triggers ?? [...WEBHOOK_TRIGGERS];
    const unknown = triggers.filter((t) => !(WEBHOOK_TRIGGERS as readonly string[]).includes(t));
    if (unknown.length > 0) throw bad(`has unknown triggers: ${unknown.join(', ')}`);
    const config: WebhookConfig = {
      id: w.id,
      name: w.name ?? w.id,
      webhookURL: w.webhookURL,
      useBasicAuth: w.useBasicAuth ?? false,
      enabled: w.enabled ?? true,
      triggers,
    };
    if (w.username !== undefined) config.username = w.username;
    if (w.password !== undefined) config.password = w.password;
    return config;
  });
}
