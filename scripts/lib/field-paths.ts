/**
 * The field paths of a JSON body, as the fidelity check compares them between the real service's
 * published examples and the sandbox's live answers. A path names object keys from the root, `[]` for
 * the items of an array, e.g. `data[].data.attachments[].url`.
 */

/** Objects whose keys are the sender's data, not the contract's fields: a path stops at them. */
const FREE_FORM = new Set(['metadata', 'customData', '@private', 'reactions', 'tags', 'interactiveData']);

/** Maps keyed by a user's uid (per-user results of a bulk write): the key becomes `{uid}`. */
const BY_UID: Partial<Record<string, RegExp>> = {
  addGroupMembers: /^(data\.(?:admins|participants|moderators|usersToBan))\.[^.]+/,
  blockUsers: /^(data)\.[^.]+/,
  unblockUsers: /^(data)\.[^.]+/,
};

export function fieldPaths(value: unknown, prefix = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) fieldPaths(item, `${prefix}[]`, into);
    return into;
  }
  if (value === null || typeof value !== 'object') return into;
  for (const [key, child] of Object.entries(value)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    into.add(path);
    if (!FREE_FORM.has(key)) fieldPaths(child, path, into);
  }
  return into;
}

/** The paths of one operation's body, with the uid keys of its per-user maps made alike. */
export function operationFieldPaths(
  operationId: string,
  body: unknown,
  into = new Set<string>(),
): Set<string> {
  const uidKey = BY_UID[operationId];
  for (const path of fieldPaths(body)) into.add(uidKey ? path.replace(uidKey, '$1.{uid}') : path);
  return into;
}
