/** The error envelope and the list metadata shared by several operations. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import { ERROR_STATUS } from '../errors.ts';
import { arrayOf, bool, closed, int, oneOfStrings, ref, str, tag, timestamp } from '../schema-helpers.ts';

const count = (description: string): SchemaObject => int(description, { minimum: 0 });

const cursor = (affix: 'append' | 'prepend', description: string): SchemaObject =>
  closed(
    description,
    {
      affix: tag(affix, 'Direction to read in with this cursor.'),
      id: str('Reaction id to pass as the `id` query parameter.', { pattern: '^[0-9]+$' }),
    },
    ['affix', 'id'],
  );

const pagination = (): SchemaObject =>
  closed(
    'Position of this page in the whole list.',
    {
      total: count('Number of items in the whole list.'),
      count: count('Number of items on this page.'),
      per_page: int('Page size used.', { minimum: 1 }),
      current_page: int('This page number, from 1.', { minimum: 1 }),
      total_pages: count('Number of pages of the whole list.'),
    },
    ['total', 'count', 'per_page', 'current_page', 'total_pages'],
  );

export function envelopeSchemas(): Record<string, SchemaObject> {
  return {
    ErrorResponse: closed(
      'The body of every error answer.',
      {
        error: closed(
          'What went wrong.',
          {
            code: oneOfStrings(Object.keys(ERROR_STATUS), 'Stable machine-readable error code.'),
            message: str('Human-readable explanation.'),
            devMessage: str('Extra detail meant for the developer of the client.'),
            source: tag('chat-api', 'The component that produced the error.'),
            details: {
              type: 'object',
              description:
                'Validation failures: field path (dotted, such as `data.interactiveData.formFields.0.label`) or parameter name, to messages.',
              additionalProperties: arrayOf(str('One failure.'), 'Failures of this field.', { minItems: 1 }),
            },
          },
          ['code', 'message', 'source'],
        ),
      },
      ['error'],
    ),
    PaginationMeta: closed('Page-style list metadata.', { pagination: pagination() }, ['pagination']),
    PaginationCursorMeta: closed(
      'Page-style list metadata, with the change cursor of the page when it is not empty.',
      { pagination: pagination(), cursor: ref('PageCursor') },
      ['pagination'],
    ),
    PageCursor: closed(
      'Where this page stands in time: `updatedAt` is the latest change among its records (their `updatedAt`, or `createdAt` for one never changed), and `affix` is `prepend`, since every record of the page changed at or before it. Present when the page is not empty.',
      {
        updatedAt: timestamp('The latest change among the records of this page.'),
        affix: tag('prepend', 'The records of this page changed at or before `updatedAt`.'),
      },
      ['updatedAt', 'affix'],
    ),
    ReactionCursorMeta: closed(
      'Cursor-style list metadata of reactions.',
      {
        current: closed(
          'This page.',
          { limit: int('Page size used.', { minimum: 1 }), count: count('Number of reactions returned.') },
          ['limit', 'count'],
        ),
        next: cursor(
          'append',
          'Cursor to the reactions after this page; present when the page is not empty.',
        ),
        previous: cursor(
          'prepend',
          'Cursor to the reactions before this page; present when the page is not empty.',
        ),
      },
      ['current'],
    ),
    BlockedMessagesMeta: closed(
      'Metadata of the blocked-messages list.',
      {
        current: closed(
          'This page.',
          { limit: int('Page size used.', { minimum: 1 }), count: count('Number of records returned.') },
          ['limit', 'count'],
        ),
      },
      ['current'],
    ),
    SuccessMessage: closed(
      'Confirmation of an operation that returns no record.',
      { success: bool('Always true on a 200 answer.'), message: str('Confirmation sentence.') },
      ['success', 'message'],
    ),
  };
}
