/**
 * The field a validator error points at, named as the error envelope's `details` name it: what the
 * error handler and the explainer of body branches both write.
 */
const HEADER_NAMES: Record<string, string> = {
  onbehalfof: 'onBehalfOf',
  apikey: 'apikey',
  prefer: 'Prefer',
  'content-type': 'Content-Type',
};

/** `/body/data/formFields/0/label` → `data.formFields.0.label`; `/query/perPage` → `perPage`. */
export function fieldName(path: string | undefined): string {
  if (!path) return 'request';
  const parts = path
    .replace(/^\.?\/?/, '')
    .split(/[/.]/)
    .filter(Boolean);
  const [where, ...rest] = parts;
  if (where === 'headers' && rest[0]) return HEADER_NAMES[rest[0].toLowerCase()] ?? rest[0];
  if (where === 'body') return rest.length ? rest.join('.') : 'body';
  if (where === 'query' || where === 'params' || where === 'path') return rest.join('.') || 'request';
  return parts.join('.') || 'request';
}
