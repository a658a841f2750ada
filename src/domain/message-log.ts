import { markChanged, type AppState, type MessageRecord } from '../store/state.ts';
import { nextMessageId } from './ids.ts';

/**
 * Stores a new message under the next id and keeps the per-conversation index current. Every
 * message the app creates (bot messages, action messages) goes through here.
 */
export function appendMessage(state: AppState, fields: Omit<MessageRecord, 'id'>): MessageRecord {
  const record: MessageRecord = { id: nextMessageId(state), ...fields };
  markChanged(state, 'messages', record.id);
  state.messages.set(record.id, record);
  state.lastMessageByConversation.set(record.conversationId, record.id);
  return record;
}
