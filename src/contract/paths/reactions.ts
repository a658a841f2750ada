/** Reactions on a message. */
import { greeting, reactionExample } from '../examples/message-examples.ts';
import { REACTIONS_LIMIT_DEFAULT, REACTIONS_LIMIT_MAX, REACTION_MAX } from '../limits.ts';
import { paramRef } from '../parameters.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';
import { type OperationDocument, family } from '../operation-record.ts';

const VISIBILITY =
  'The message must be visible to the acting user: its sender or receiver, or a member of the receiving group; a message hidden by a conversation reset or blocked by moderation is not found for that user.';

const thumbs = (id: string, viewer: string) =>
  reactionExample(id, 'superhero2', ':thumbsup:', 1700210335, viewer);
const sweat1 = (viewer: string) => reactionExample('2', 'superhero1', '😅', 1700210456, viewer);
const sweat2 = (viewer: string) => reactionExample('5', 'superhero2', '😅', 1700230866, viewer);

const cursorMeta = (count: number, first: string, last: string) => ({
  current: { limit: REACTIONS_LIMIT_DEFAULT, count },
  next: { affix: 'append', id: last },
  previous: { affix: 'prepend', id: first },
});

function reactionChange(
  name: string,
  summary: string,
  description: string,
  example: ReturnType<typeof greeting>,
): OperationDocument {
  return {
    summary,
    description: `${description} ${VISIBILITY} The answer is the message with \`data.reactions\` counted per reaction, \`reactedByMe\` marking the acting user's.`,
    parameters: [paramRef('messageId'), paramRef('reaction'), paramRef('onBehalfOfRequired')],
    success: {
      description: 'The message with its reactions.',
      schema: dataOf(ref('Message'), 'The message.'),
      examples: { [name]: { summary: 'Message 2 as seen by superhero1', value: { data: example } } },
    },
    badRequestDetails: { reaction: [`must be at most ${REACTION_MAX} characters`] },
  };
}

function reactionList(byEmoji: boolean): OperationDocument {
  const data = byEmoji
    ? [sweat1('superhero1'), sweat2('superhero1')]
    : [thumbs('1', 'superhero1'), sweat1('superhero1'), sweat2('superhero1')];
  return {
    summary: byEmoji ? 'List the reactions of a message with one emoji' : 'List the reactions of a message',
    description: `Lists the reactions${byEmoji ? ' `reaction`' : ''} of the message by ascending id. Without \`id\` the list starts at the first reaction; with \`affix=append\` it continues after \`id\`, with \`affix=prepend\` it gives the nearest reactions before \`id\`. With \`onBehalfOf\` the message must be visible to that user.`,
    parameters: [
      paramRef('messageId'),
      ...(byEmoji ? [paramRef('reaction')] : []),
      paramRef('onBehalfOf'),
      paramRef('reactionLimit'),
      paramRef('affix'),
      paramRef('cursorId'),
    ],
    success: {
      description: 'A page of reactions.',
      schema: listOf('Reaction', 'ReactionCursorMeta', 'A page of reactions.'),
      examples: {
        [byEmoji ? 'byReaction' : 'reactions']: {
          summary: byEmoji ? 'Reactions 😅 of message 2' : 'Reactions of message 2',
          value: { data, meta: cursorMeta(data.length, data[0]?.id ?? '', data[data.length - 1]?.id ?? '') },
        },
      },
    },
    badRequestDetails: { limit: [`must be <= ${REACTIONS_LIMIT_MAX}`] },
  };
}

export const reactionOperations = family('reactions', {
  addReaction: {
    method: 'post',
    path: '/messages/{id}/reactions/{reaction}',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_MESSAGE_ID_NOT_FOUND', 'ERR_MESSAGE_NO_ACCESS'],
    document: () =>
      reactionChange(
        'react',
        'Add a reaction to a message',
        'Adds the reaction of the acting user; adding one the user already has changes nothing.',
        greeting([
          { reaction: ':thumbsup:', count: 1 },
          { reaction: '😅', count: 2, reactedByMe: true },
        ]),
      ),
  },
  removeReaction: {
    method: 'delete',
    path: '/messages/{id}/reactions/{reaction}',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_MESSAGE_ID_NOT_FOUND', 'ERR_MESSAGE_NO_ACCESS'],
    document: () =>
      reactionChange(
        'unreact',
        'Remove a reaction from a message',
        'Removes the reaction of the acting user; removing one that is not there changes nothing.',
        greeting([
          { reaction: ':thumbsup:', count: 1 },
          { reaction: '😅', count: 1 },
        ]),
      ),
  },
  listReactions: {
    method: 'get',
    path: '/messages/{id}/reactions',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_MESSAGE_ID_NOT_FOUND', 'ERR_MESSAGE_NO_ACCESS'],
    document: () => reactionList(false),
  },
  listReactionsByEmoji: {
    method: 'get',
    path: '/messages/{id}/reactions/{reaction}',
    errors: ['ERR_UID_NOT_FOUND', 'ERR_MESSAGE_ID_NOT_FOUND', 'ERR_MESSAGE_NO_ACCESS'],
    document: () => reactionList(true),
  },
});
