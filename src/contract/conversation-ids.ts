/** Ids as the API forms them: conversation ids (`group_<guid>`, or the two uids in order), and the order of message ids. */
/** One-to-one conversation ids put the two UIDs in lexicographic order. */
export function userConversationId(a: string, b: string): string {
  return a < b ? `${a}_user_${b}` : `${b}_user_${a}`;
}

export function groupConversationId(guid: string): string {
  return `group_${guid}`;
}

/** The conversation a message (or a call) from `sender` to `receiver` belongs to. */
export function conversationIdOf(ends: { sender: string; receiver: string; receiverType: string }): string {
  return ends.receiverType === 'group'
    ? groupConversationId(ends.receiver)
    : userConversationId(ends.sender, ends.receiver);
}

/** Compares two decimal id strings numerically without losing precision on long ids. */
export function compareIds(a: string, b: string): number {
  return a.length === b.length ? (a < b ? -1 : a > b ? 1 : 0) : a.length - b.length;
}
