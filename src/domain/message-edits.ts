/**
 * PUT /messages/{id}: the sender, a group's admins and moderators, or the app edit the text or custom
 * data, the metadata and the tags of a text or custom message (the kinds the real service lets clients
 * edit). The message keeps its id and place; an `edited` action message records the change.
 */
import { ApiError } from '../contract/errors.ts';
import type { ErrorDetails } from '../contract/errors.ts';
import { SYSTEM_UID } from '../contract/limits.ts';
import type { JsonObject, MessageRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { emit } from './events.ts';
import { recordMessageAction, requireChangeable } from './message-actions.ts';
import { isObject } from './message-body.ts';
import { checkSharedLimits } from './message-rules.ts';
import { recordIfBlocked } from './moderation.ts';
import { presentMessage } from './present.ts';
import type { MessageView } from './present.ts';

export interface MessageChanges {
  data?: { text?: string; metadata?: JsonObject; customData?: JsonObject };
  tags?: string[];
}

/** What the changes may hold depends on the kind of message. */
function checkChanges(message: MessageRecord, changes: MessageChanges): void {
  const isText = message.category === 'message' && message.type === 'text';
  if (!isText && message.category !== 'custom') {
    throw new ApiError('ERR_INVALID_MESSAGE_DATA', `The message with id ${message.id} cannot be edited.`, {
      details: { data: ['only text and custom messages can be edited'] },
    });
  }
  const data = changes.data ?? {};
  const details: ErrorDetails = {};
  if (isText && data.customData !== undefined)
    details['data.customData'] = ['only a custom message has customData'];
  if (!isText && data.text !== undefined) details['data.text'] = ['only a text message has text'];
  if (Object.keys(details).length > 0) {
    throw new ApiError('ERR_INVALID_MESSAGE_DATA', 'The changes do not fit the message.', { details });
  }
  if (data.text !== undefined && data.text.trim() === '') {
    throw new ApiError('ERR_EMPTY_MESSAGE_TEXT', 'The data.text of a message of type text cannot be empty.', {
      details: { 'data.text': ['must be a non-empty string'] },
    });
  }
  checkSharedLimits({ data: changes.data, tags: changes.tags });
}

function edited(message: MessageRecord, changes: MessageChanges, by: string, now: number): MessageRecord {
  const data = { ...message.data };
  for (const key of ['text', 'metadata', 'customData'] as const) {
    const value = changes.data?.[key];
    if (value !== undefined) data[key] = structuredClone(value);
  }
  const record: MessageRecord = { ...message, data, editedAt: now, editedBy: by, updatedAt: now };
  if (changes.tags !== undefined) record.tags = [...changes.tags];
  return record;
}

/** Answers the `edited` action message, as the real service does. */
export function updateMessage(
  ctx: DomainContext,
  id: string,
  changes: MessageChanges,
  onBehalfOf?: string,
): MessageView {
  if (!isObject(changes) || (changes.data !== undefined && !isObject(changes.data))) {
    throw new ApiError('ERR_BAD_REQUEST', 'The changes must be a JSON object.', {
      details: { body: ['must be a JSON object with an object data'] },
    });
  }
  const message = requireChangeable(ctx, id, onBehalfOf, 'edited');
  checkChanges(message, changes);
  const by = onBehalfOf ?? SYSTEM_UID;
  const record = edited(message, changes, by, ctx.clock.now());
  ctx.state.messages.put(record);
  // An edit is moderated like a send: a new text that a rule blocks blocks the message.
  recordIfBlocked(ctx, record);
  const action = recordMessageAction(ctx, record, 'edited', by);
  emit(ctx.state, { type: 'messageEdited', message: record, by, action });
  return presentMessage(ctx.state, action, { viewer: onBehalfOf });
}
