/** Reusable parameters of the chat document. */
import type { ParameterObject, ReferenceObject, SchemaObject } from 'openapi3-ts/oas30';
import {
  AFFIXES,
  BLOCKED_LIMIT_DEFAULT,
  BLOCKED_LIMIT_MAX,
  GUID_MAX,
  GUID_PATTERN,
  MESSAGE_ID_MAX,
  PAGE_DEFAULT,
  PER_PAGE_DEFAULT,
  PER_PAGE_MAX,
  REACTION_MAX,
  REACTION_PATTERN,
  REACTIONS_LIMIT_DEFAULT,
  REACTIONS_LIMIT_MAX,
  NETWORK_FAILURES,
  UID_MAX,
} from './limits.ts';

export const paramRef = (name: string): ReferenceObject => ({ $ref: `#/components/parameters/${name}` });

/**
 * `Prefer` values the sandbox understands: `code=<status>`, `delay=<ms>` (0 to PREFER_DELAY_MAX_MS,
 * 30000) and `failure=<network failure>`, alone or together, separated by commas or semicolons.
 */
const PREFER_TOKEN = `code=[1-5][0-9]{2}|delay=(30000|[12]?[0-9]{1,4})|failure=(${NETWORK_FAILURES.join('|')})`;
export const PREFER_PATTERN = `^\\s*(${PREFER_TOKEN})(\\s*[,;]\\s*(${PREFER_TOKEN}))*\\s*$`;

const uidSchema = (): SchemaObject => ({ type: 'string', minLength: 1, maxLength: UID_MAX });
const messageIdSchema = (): SchemaObject => ({ type: 'string', minLength: 1, maxLength: MESSAGE_ID_MAX });

function limit(description: string, max: number, fallback: number): ParameterObject {
  return {
    name: 'limit',
    in: 'query',
    description,
    schema: { type: 'integer', minimum: 1, maximum: max, default: fallback },
    example: fallback,
  };
}

export function chatParameters(): Record<string, ParameterObject> {
  const onBehalfOf = (required: boolean): ParameterObject => ({
    name: 'onBehalfOf',
    in: 'header',
    description: `UID of the user on whose behalf the action is performed; it must name an existing user.${
      required ? ' Required by this operation.' : ''
    }`,
    required,
    schema: uidSchema(),
    example: 'superhero1',
  });
  return {
    onBehalfOf: onBehalfOf(false),
    onBehalfOfRequired: onBehalfOf(true),
    // No `example`: Swagger UI's "Try it out" fills a parameter in with it, and every first Execute
    // on /docs answered a made-up 404. The values to copy are in the description instead.
    prefer: {
      name: 'Prefer',
      in: 'header',
      description:
        'Test hook of the sandbox (ignored by the real service); leave it empty for the real answer. `code=<status>` answers the error this operation documents for that status (502, 503 and 504 included), `delay=<ms>` (up to 30000) delays the answer, `failure=<reset|hang|emptyBody|truncatedBody|invalidJson>` fails it as a network would (see the README, "Faults"). For example `code=404`, `delay=2000`, `failure=reset` or `code=503, delay=500`.',
      schema: { type: 'string', pattern: PREFER_PATTERN },
    },
    perPage: {
      name: 'perPage',
      in: 'query',
      description: `Page size, at most ${PER_PAGE_MAX}.`,
      schema: { type: 'integer', minimum: 1, maximum: PER_PAGE_MAX, default: PER_PAGE_DEFAULT },
      example: PER_PAGE_DEFAULT,
    },
    page: {
      name: 'page',
      in: 'query',
      description: 'Page number, from 1. A page past the end is empty.',
      schema: { type: 'integer', minimum: 1, default: PAGE_DEFAULT },
      example: PAGE_DEFAULT,
    },
    reactionLimit: limit('Number of reactions to return.', REACTIONS_LIMIT_MAX, REACTIONS_LIMIT_DEFAULT),
    blockedLimit: limit(
      'Number of blocked messages to return, newest first.',
      BLOCKED_LIMIT_MAX,
      BLOCKED_LIMIT_DEFAULT,
    ),
    affix: {
      name: 'affix',
      in: 'query',
      description:
        'With `id`: `append` returns reactions after that id, `prepend` the nearest ones before it.',
      schema: { type: 'string', enum: [...AFFIXES] },
      example: 'append',
    },
    cursorId: {
      name: 'id',
      in: 'query',
      description: 'Reaction id to read from, taken from `meta.next` or `meta.previous`.',
      schema: { type: 'string', pattern: '^[0-9]+$', maxLength: MESSAGE_ID_MAX },
      example: '5',
    },
    botUid: {
      name: 'uid',
      in: 'path',
      description: 'UID of the bot that sends the message.',
      required: true,
      schema: uidSchema(),
      example: 'chatbot',
    },
    uid: {
      name: 'uid',
      in: 'path',
      description: 'UID of a user.',
      required: true,
      schema: uidSchema(),
      example: 'superhero1',
    },
    guid: {
      name: 'guid',
      in: 'path',
      description: 'GUID of a group.',
      required: true,
      schema: { type: 'string', minLength: 1, maxLength: GUID_MAX, pattern: GUID_PATTERN },
      example: 'cometchat-guid-1',
    },
    messageId: {
      name: 'id',
      in: 'path',
      description: 'Id of a message.',
      required: true,
      schema: messageIdSchema(),
      example: '2',
    },
    reaction: {
      name: 'reaction',
      in: 'path',
      description: 'The reaction, URL-encoded: an emoji or a text such as `:thumbsup:`.',
      required: true,
      // No control characters, and not blank at either end: a reaction is something a person can see.
      schema: { type: 'string', minLength: 1, maxLength: REACTION_MAX, pattern: REACTION_PATTERN },
      example: '😅',
    },
  };
}
