/** Conversation ids as the API forms them (SPEC section 5). */
/** One-to-one conversation ids put the two UIDs in lexicographic order. */
export function userConversationId(a: string, b: string): string {
  return a < b ? `${a}_user_${b}` : `${b}_user_${a}`;
}

export function groupConversationId(guid: string): string {
  return `group_${guid}`;
}
