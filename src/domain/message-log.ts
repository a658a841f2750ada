import type { AppState, MessageRecord } from '../store/state.ts';
import { nextMessageId } from './ids.ts';

/**
 * Stores a new message under the next id; the state's indexes follow it. Every message the app
 * creates (bot messages, action messages) goes through here.
 */
export function appendMessage(state: AppState, fields: Omit<MessageRecord, 'id'>): MessageRecord {
  const record: MessageRecord = { id: nextMessageId(state), ...fields };
  state.messages.put(record);
  return record;
}
