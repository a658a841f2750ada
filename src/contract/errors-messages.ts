/**
 * The catalogue's errors of messages: finding one, what a message to send must hold, who may change
 * one and how, reactions, saved messages.
 */
import { ApiError, type ErrorDetails } from './errors.ts';
import { PINNED_MESSAGES_MAX, REACTION_MAX, SAVED_MESSAGES_MAX } from './limits.ts';

// Finding a message.

export const messageNotFound = (id: string): ApiError =>
  new ApiError('ERR_MESSAGE_ID_NOT_FOUND', `The message with id ${id} does not exist.`);

export const messageNoAccess = (uid: string, id: string): ApiError =>
  new ApiError(
    'ERR_MESSAGE_NO_ACCESS',
    `The user with UID ${uid} has no access to the message with id ${id}.`,
  );

// A thread reply's parent.

export const threadNesting = (id: string): ApiError =>
  new ApiError(
    'ERR_MESSAGE_THREAD_NESTING',
    `The message with id ${id} is a thread reply; a reply cannot start a thread.`,
  );

export const wrongThreadCategory = (id: string, category: 'action' | 'call'): ApiError =>
  new ApiError(
    'ERR_WRONG_MESSAGE_THREAD_CATEGORY',
    `The message with id ${id} is ${category === 'call' ? 'a call' : 'an action'} message; only messages of category message, custom or interactive start a thread.`,
  );

export const wrongThread = (id: string, conversationId: string): ApiError =>
  new ApiError(
    'ERR_WRONG_MESSAGE_THREAD',
    `The message with id ${id} belongs to the conversation ${conversationId}, not to the receiver sent.`,
  );

export const threadFilterNeedsUser = (name: string): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The ${name} parameter needs the onBehalfOf header.`, {
    details: { [name]: ['needs onBehalfOf'] },
  });

// A message to send.

/** Fields of a message body whose JSON types are wrong (field → problems). */
export const messageBodyInvalid = (details: ErrorDetails): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'Failed to validate the data sent with the request.', { details });

export const receiverMissing = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The receiver of the message is missing.', {
    details: { receiver: ['is required unless multipleReceivers is given'] },
  });

export const invalidReceiverType = (): ApiError =>
  new ApiError(
    'ERR_INVALID_RECEIVER_TYPE',
    'Give receiver and receiverType (user or group), or multipleReceivers.',
    {
      details: { receiverType: ['must be user or group'] },
    },
  );

/** multipleReceivers without a single user or group in it. */
export const noReceiver = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The message has no receiver.', {
    details: { multipleReceivers: ['must name at least one user or group'] },
  });

export const invalidCategory = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The category must be message, interactive or custom.', {
    details: { category: ['must be message, interactive or custom'] },
  });

/** Tags or metadata over the limits a schema cannot express (field → problems). */
export const messageTooLarge = (details: ErrorDetails): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The message exceeds a size limit.', { details });

export const emptyMessageText = (): ApiError =>
  new ApiError('ERR_EMPTY_MESSAGE_TEXT', 'The data.text of a message of type text cannot be empty.', {
    details: { 'data.text': ['must be a non-empty string'] },
  });

export const emptyCustomData = (): ApiError =>
  new ApiError('ERR_EMPTY_CUSTOM_DATA', 'A message of category custom needs an object in data.customData.', {
    details: { 'data.customData': ['must be an object'] },
  });

/** A media message (image, file, audio, video) without attachments. */
export const attachmentsMissing = (type: string): ApiError =>
  new ApiError('ERR_INVALID_MESSAGE_DATA', `A message of type ${type} needs at least one attachment.`, {
    details: { 'data.attachments': ['must have at least one item'] },
  });

export const invalidAttachments = (details: ErrorDetails): ApiError =>
  new ApiError('ERR_INVALID_MESSAGE_DATA', 'An attachment of the message is invalid.', { details });

/** Every problem of an interactive message's data (field → problems); the message names the first. */
export function invalidInteractiveData(details: ErrorDetails): ApiError {
  const [field, problems] = Object.entries(details)[0] ?? ['data', []];
  return new ApiError(
    'ERR_INVALID_MESSAGE_DATA',
    `The interactive data is invalid: ${field} ${problems.join(',')}.`,
    { details },
  );
}

// Changing a message.

/** Action and call messages record what happened and are changed by no one. */
export const messageUnchangeable = (
  id: string,
  category: 'action' | 'call',
  action: 'edited' | 'deleted',
): ApiError =>
  new ApiError(
    'ERR_PERMISSION_DENIED',
    `The message with id ${id} is ${category === 'call' ? 'a call' : 'an action'} message, which cannot be ${action}.`,
  );

/** Neither the sender nor an admin or moderator of the receiving group. */
export const notYoursToChange = (uid: string, verb: 'edit' | 'delete', id: string): ApiError =>
  new ApiError(
    'ERR_PERMISSION_DENIED',
    `The user with UID ${uid} may not ${verb} the message with id ${id}.`,
  );

export const changesNotObject = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The changes must be a JSON object.', {
    details: { body: ['must be a JSON object with an object data'] },
  });

/** Only text and custom messages are edited. */
export const notEditable = (id: string): ApiError =>
  new ApiError('ERR_INVALID_MESSAGE_DATA', `The message with id ${id} cannot be edited.`, {
    details: { data: ['only text and custom messages can be edited'] },
  });

/** Changes naming fields the kind of message does not have (field → problems). */
export const changesDoNotFit = (details: ErrorDetails): ApiError =>
  new ApiError('ERR_INVALID_MESSAGE_DATA', 'The changes do not fit the message.', { details });

// Reactions and saved messages.

export const invalidReaction = (): ApiError =>
  new ApiError('ERR_BAD_REQUEST', `The reaction must be 1 to ${REACTION_MAX} characters long.`, {
    details: { reaction: [`must be 1 to ${REACTION_MAX} characters long`] },
  });

/** The affix and id of a reaction list's cursor (field → problems). */
export const invalidCursor = (details: ErrorDetails): ApiError =>
  new ApiError('ERR_BAD_REQUEST', 'The cursor parameters are invalid.', { details });

export const savedMessagesLimitExceeded = (uid: string): ApiError =>
  new ApiError(
    'ERR_SAVED_MESSAGES_LIMIT_EXCEEDED',
    `The number of saved messages for the user with uid ${uid} exceeds the allowed limit of ${SAVED_MESSAGES_MAX}.`,
  );

export const pinnedMessagesLimitExceeded = (conversationId: string): ApiError =>
  new ApiError(
    'ERR_PINNED_MESSAGES_LIMIT_EXCEEDED',
    `The number of pinned messages for the conversation with id ${conversationId} exceeds the allowed limit of ${PINNED_MESSAGES_MAX}.`,
  );
