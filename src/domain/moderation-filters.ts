/**
 * The filters of a moderation rule (SPEC 19): who sends or receives the message (`entity: user`, by
 * uid, name, role, tags, createdAt) or which group receives it (`entity: group`, by guid, name, type,
 * tags, createdAt). A filter whose side is not there (a receiver user of a group message, the group
 * of a one-to-one message) does not hold.
 */
import type { AppState, MessageRecord, ModerationFilter } from '../store/state.ts';

/** The values a filter's operand has for the message: none when the filter's side is not there. */
function filterValues(
  state: AppState,
  message: MessageRecord,
  filter: ModerationFilter,
): string[] | undefined {
  if (filter.entity === 'group') {
    const group = message.receiverType === 'group' ? state.groups.get(message.receiver) : undefined;
    if (!group) return undefined;
    const { guid, name, type, tags, createdAt } = group;
    return fieldValues({ guid, name, type, tags, createdAt }, filter.operand);
  }
  const uid =
    filter.type === 'sender' ? message.sender : message.receiverType === 'user' ? message.receiver : '';
  const user = state.users.get(uid);
  if (!user) return undefined;
  const { name, role, tags, createdAt } = user;
  return fieldValues({ uid, name, role, tags, createdAt }, filter.operand);
}

function fieldValues(fields: Record<string, unknown>, operand: string): string[] {
  const value = fields[operand];
  if (Array.isArray(value)) return value.map(String);
  return value === undefined ? [] : [String(value)];
}

export function filterHolds(state: AppState, message: MessageRecord, filter: ModerationFilter): boolean {
  const actual = filterValues(state, message, filter);
  if (actual === undefined) return false;
  const wanted = filter.value;
  const equal = actual.some((a) => wanted.includes(a));
  switch (filter.operator) {
    case 'equals':
    case 'in':
      return equal;
    case 'not equals':
    case 'notEquals':
    case 'not in':
    case 'notIn':
      return !equal;
    case 'startsWith':
      return actual.some((a) => wanted.some((w) => a.startsWith(w)));
    case 'endsWith':
      return actual.some((a) => wanted.some((w) => a.endsWith(w)));
    case 'lessThan':
      return actual.some((a) => Number(a) < Number(wanted[0]));
    case 'greaterThan':
      return actual.some((a) => Number(a) > Number(wanted[0]));
    default:
      return false;
  }
}
