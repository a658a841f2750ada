/**
 * Whether a value may be set for a permission of a catalogue (role-catalogue.ts): the key must be the
 * catalogue's; a `string` permission takes one of its available values, a `stringArray` one a list of
 * them (any strings where the catalogue lists none, such as role ids or MIME types). A list may be sent
 * as one string, as the reference's examples show; it is stored as a list.
 */
import type { PermissionDefinition, PermissionValue } from './role-catalogue.ts';

/** Why `value` cannot be set for `key`, or undefined when it can. */
export function permissionProblem(
  catalogue: ReadonlyMap<string, PermissionDefinition>,
  key: string,
  value: unknown,
): string | undefined {
  const definition = catalogue.get(key);
  if (!definition) return `is not a permission; expected one of ${[...catalogue.keys()].join(', ')}`;
  const allowed = definition.availableValues;
  const fits = (v: unknown): boolean =>
    typeof v === 'string' && (allowed.length === 0 || allowed.includes(v));
  if (definition.dataType === 'string') {
    return fits(value) ? undefined : `must be one of ${allowed.join(', ')}`;
  }
  const list = typeof value === 'string' ? [value] : value;
  if (Array.isArray(list) && list.every(fits)) return undefined;
  return allowed.length === 0 ? 'must be a list of strings' : `must be a list of ${allowed.join(', ')}`;
}

/** The value as stored: a list permission sent as one string becomes a list of it. */
export function storedValue(definition: PermissionDefinition, value: PermissionValue): PermissionValue {
  return definition.dataType === 'stringArray' && typeof value === 'string' ? [value] : value;
}
