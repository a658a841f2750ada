/**
 * FCM and APNs providers (SPEC 20): several per app, in the order they were added, one of each
 * service the default, which push tokens registered without a `providerId` use. The stored `details`
 * are the body as sent (credentials included: the outbox reads them as the real service would);
 * answers leave out the service account's `private_key` and the `p8Key`, which the reference's
 * examples never show.
 */
import { pushProviderAlreadyExists, pushProviderNotFound } from '../contract/error-catalogue.ts';
import type { JsonObject } from '../contract/json.ts';
import { SHOWN_FIELDS } from '../contract/schemas/notification-provider-schemas.ts';
import type { PushProviderRecord } from '../store/notification-records.ts';
import { pushProviderKey } from '../store/notification-tables.ts';
import type { DomainContext } from './context.ts';
import { deepMerge } from './notification-view.ts';

export type PushKind = PushProviderRecord['kind'];

const LABEL: Record<PushKind, string> = { fcm: 'FCM', apns: 'APNs' };

export interface PushProviders {
  success?: true;
  pushProviders: JsonObject[];
}

/** `details`' fields of `names`, in that order: what an answer may show of them. */
export function picked(details: JsonObject, names: readonly string[]): JsonObject {
  const shown: JsonObject = {};
  for (const name of names) {
    const value = details[name];
    if (value !== undefined) shown[name] = value;
  }
  return shown;
}

/** The provider as answers show it: its id, whether it is the default, its details without the keys. */
function present(record: Readonly<PushProviderRecord>): JsonObject {
  const shown: JsonObject = {
    providerId: record.providerId,
    isDefault: record.isDefault,
    ...picked(record.details, SHOWN_FIELDS[record.kind]),
  };
  const creds = record.details.serviceAccountCreds;
  if (creds !== null && typeof creds === 'object' && !Array.isArray(creds)) {
    shown.serviceAccountCreds = picked(creds, SHOWN_FIELDS.serviceAccount);
  } else delete shown.serviceAccountCreds;
  return shown;
}

/** The app's providers of one service, oldest first: a handful, so a pass over the table. */
function providersOf(ctx: DomainContext, kind: PushKind): Readonly<PushProviderRecord>[] {
  return ctx.state.pushProviders.list().filter((p) => p.kind === kind);
}

function require_(ctx: DomainContext, kind: PushKind, providerId: string): Readonly<PushProviderRecord> {
  const record = ctx.state.pushProviders.get(pushProviderKey(kind, providerId));
  if (record === undefined) throw pushProviderNotFound(LABEL[kind], providerId);
  return record;
}

export function listPushProviders(ctx: DomainContext, kind: PushKind): PushProviders {
  return { pushProviders: providersOf(ctx, kind).map(present) };
}

const changed = (ctx: DomainContext, kind: PushKind): PushProviders => ({
  success: true,
  ...listPushProviders(ctx, kind),
});

/** A new `providerId` only; the first provider of its service is the default. */
export function addPushProvider(
  ctx: DomainContext,
  kind: PushKind,
  body: JsonObject & { providerId: string },
): PushProviders {
  const { providerId } = body;
  if (ctx.state.pushProviders.has(pushProviderKey(kind, providerId)))
    throw pushProviderAlreadyExists(LABEL[kind], providerId);
  const now = ctx.clock.now();
  ctx.state.pushProviders.put({
    kind,
    providerId,
    isDefault: providersOf(ctx, kind).length === 0,
    details: body,
    createdAt: now,
    updatedAt: now,
  });
  return changed(ctx, kind);
}

/**
 * The fields sent replace the stored ones, nested settings merged; a service account sent is a new
 * file and replaces the old one whole. A key not sent again is kept, as the dashboard keeps it.
 */
export function updatePushProvider(
  ctx: DomainContext,
  kind: PushKind,
  body: JsonObject & { providerId: string },
): PushProviders {
  const record = require_(ctx, kind, body.providerId);
  const details = deepMerge(record.details, body);
  if (body.serviceAccountCreds !== undefined) details.serviceAccountCreds = body.serviceAccountCreds;
  ctx.state.pushProviders.put({ ...record, details, updatedAt: ctx.clock.now() });
  return changed(ctx, kind);
}

export function setDefaultPushProvider(
  ctx: DomainContext,
  kind: PushKind,
  providerId: string,
): PushProviders {
  require_(ctx, kind, providerId);
  const now = ctx.clock.now();
  for (const p of providersOf(ctx, kind)) {
    const isDefault = p.providerId === providerId;
    if (p.isDefault !== isDefault) ctx.state.pushProviders.put({ ...p, isDefault, updatedAt: now });
  }
  return changed(ctx, kind);
}

/** Deleting the default makes the oldest remaining provider of its service the default. */
export function deletePushProvider(ctx: DomainContext, kind: PushKind, providerId: string): PushProviders {
  const record = require_(ctx, kind, providerId);
  ctx.state.pushProviders.delete(pushProviderKey(kind, providerId));
  const [oldest] = providersOf(ctx, kind);
  if (record.isDefault && oldest !== undefined)
    ctx.state.pushProviders.put({ ...oldest, isDefault: true, updatedAt: ctx.clock.now() });
  return changed(ctx, kind);
}
