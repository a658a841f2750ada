/**
 * Restricted features (SPEC 18): the features a role's users may not use, listed as `u.<key>` with the
 * feature table's title, description and path. Keys are taken with or without their `u.` prefix; an
 * unknown key refuses the whole request, naming it.
 */
import { featureUnknown } from '../contract/error-catalogue.ts';
import { FEATURES, featureKeyOf } from '../contract/feature-catalogue.ts';
import type { RoleRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { type Page, paginate } from './pagination.ts';
import { requireRole } from './roles.ts';

export interface FeatureView {
  title: string;
  description: string;
  key: string;
  path: string;
  createdAt: number;
}

function knownKeys(field: string, sent: readonly string[]): string[] {
  const unknown = sent.filter((key) => !FEATURES.has(featureKeyOf(key)));
  if (unknown.length > 0) throw featureUnknown(field, unknown);
  return [...new Set(sent.map(featureKeyOf))];
}

function putFeatures(
  ctx: DomainContext,
  record: Readonly<RoleRecord>,
  features: RoleRecord['restrictedFeatures'],
) {
  const next: RoleRecord = { ...record, updatedAt: ctx.clock.now() };
  if (features && features.length > 0) next.restrictedFeatures = features;
  else delete next.restrictedFeatures;
  ctx.state.roles.put(next);
}

export function listRestrictedFeatures(ctx: DomainContext, role: string): Page<FeatureView> {
  const record = requireRole(ctx.state, role);
  const views = (record.restrictedFeatures ?? []).map(({ key, restrictedAt }) => {
    const { title, description, path } = FEATURES.get(key)!;
    return { title, description, key: `u.${key}`, path, createdAt: restrictedAt };
  });
  return paginate(views, 100, 1);
}

export function restrictFeatures(ctx: DomainContext, role: string, sent: readonly string[]) {
  const record = requireRole(ctx.state, role);
  const keys = knownKeys('featuresToRestrict', sent);
  const now = ctx.clock.now();
  const held = record.restrictedFeatures ?? [];
  const added = keys
    .filter((key) => !held.some((f) => f.key === key))
    .map((key) => ({ key, restrictedAt: now }));
  putFeatures(ctx, record, [...held, ...added]);
  return Object.fromEntries(
    keys.map((key) => [
      `u.${key}`,
      { success: true, message: `The feature u.${key} has been restricted successfully.` },
    ]),
  );
}

export function allowFeatures(
  ctx: DomainContext,
  role: string,
  body: { featuresToAllow?: string[]; allowAll?: boolean },
): { success: true; message: string } {
  const record = requireRole(ctx.state, role);
  const keys = body.allowAll === true ? undefined : knownKeys('featuresToAllow', body.featuresToAllow ?? []);
  const kept =
    keys === undefined ? [] : (record.restrictedFeatures ?? []).filter((f) => !keys.includes(f.key));
  putFeatures(ctx, record, kept);
  return { success: true, message: 'The feature has been allowed successfully.' };
}
