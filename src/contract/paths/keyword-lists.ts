/**
 * Keyword lists (SPEC 19): the words, patterns and sentences moderation rules name, created and
 * changed with a multipart form (terms comma-separated, or a CSV file) as the reference documents
 * them, or with JSON as the real service's own QA client sends them.
 */
import type { ParameterObject } from 'openapi3-ts/oas30';
import {
  KEYWORD_FILE_MAX_BYTES,
  KEYWORD_ID_MAX,
  KEYWORD_ID_PATTERN,
  KEYWORD_LIST_PAGE_MAX,
  KEYWORD_LISTS_MAX,
  KEYWORD_PATTERNS_MAX,
} from '../keyword-list-catalogue.ts';
import { family } from '../operation-record.ts';
import { REVISION_PREFIX } from '../moderation-rule-catalogue.ts';
import { dataOf, listOf } from '../responses.ts';
import { ref } from '../schema-helpers.ts';

const keywordIdParameter = (description: string): ParameterObject => ({
  name: 'keywordId',
  in: 'path',
  description,
  required: true,
  schema: { type: 'string', minLength: 1, maxLength: KEYWORD_ID_MAX, pattern: KEYWORD_ID_PATTERN },
  example: 'profanity-list',
});

const limitParameter: ParameterObject = {
  name: 'limit',
  in: 'query',
  description: `Number of lists to return, in the order they were created (an app holds at most ${KEYWORD_LISTS_MAX}).`,
  schema: { type: 'integer', minimum: 1, maximum: KEYWORD_LIST_PAGE_MAX, default: KEYWORD_LISTS_MAX },
  example: 10,
};

const PROFANE = {
  id: 'profane-word-list-1',
  name: 'profane word list',
  description: 'Profane word list',
  category: 'word',
  isCSV: true,
  searchTerms: ['a', 'b', 'c'],
  createdAt: 1720023805,
  updatedAt: 1720023805,
  revisionId: `${REVISION_PREFIX}_profane-word-list-1_1`,
  active: true,
  default: false,
};
const PROFANITY = {
  id: 'profanity-list',
  name: 'Profane Words',
  category: 'word',
  isCSV: false,
  searchTerms: ['darn', 'heck', 'frick'],
  createdAt: 1718354412,
  updatedAt: 1718354412,
  revisionId: `${REVISION_PREFIX}_profanity-list_1`,
  active: true,
  default: false,
};
const PROFANE_BODY = {
  id: PROFANE.id,
  name: PROFANE.name,
  description: PROFANE.description,
  category: 'word',
};

const BODY_RULES = `The body is a multipart form (\`searchTerms\` comma-separated, or a CSV \`file\` of at most ${KEYWORD_FILE_MAX_BYTES} bytes: one term a line or comma-separated, a term holding a comma in double quotes) or JSON (\`searchTerms\` a list). A \`pattern\` list holds at most ${KEYWORD_PATTERNS_MAX} terms; a pattern that is greedy (\`.*\`, \`.+\`, \`{n,}\`), does not compile or could backtrack without bound is refused (400, naming the term). A rule applies the list from the next message on.`;

export const keywordListOperations = family('keyword-lists', {
  createKeywordList: {
    method: 'post',
    path: '/moderation/keywords',
    body: 'required',
    errors: ['ERR_PLAN_QUOTA_RESTRICTION', 'ERR_KEYWORD_ALREADY_EXISTS'],
    document: () => ({
      summary: 'Add keywords',
      description: `Creates a keyword list. ${BODY_RULES} An app holds at most ${KEYWORD_LISTS_MAX} lists (403 ERR_PLAN_QUOTA_RESTRICTION); an id taken → 409 ERR_KEYWORD_ALREADY_EXISTS; a body without an id gets one made from its name (or \`keywords\`), numbered past those taken.`,
      parameters: [],
      body: {
        schema: 'KeywordListCreateRequest',
        description: 'The list.',
        examples: {
          profane: {
            summary: 'A word list, its terms as a list',
            value: { ...PROFANE_BODY, searchTerms: ['a', 'b', 'c'] },
          },
        },
        form: {
          schema: 'KeywordListForm',
          examples: {
            profane: {
              summary: 'A word list, its terms comma-separated',
              value: { ...PROFANE_BODY, searchTerms: 'a,b,c' },
            },
          },
        },
      },
      success: {
        description: 'The list.',
        schema: dataOf(ref('KeywordList'), 'The list.'),
        examples: { profane: { summary: 'The list created', value: { data: { ...PROFANE, isCSV: false } } } },
      },
      badRequestDetails: { searchTerms: ['".*bad" is greedy (.*): name what the text holds instead'] },
    }),
  },
  listKeywordLists: {
    method: 'get',
    path: '/moderation/keywords',
    errors: [],
    document: () => ({
      summary: 'List keywords',
      description: 'The app’s keyword lists, in the order they were created.',
      parameters: [limitParameter],
      success: {
        description: 'The lists.',
        schema: listOf('KeywordList', 'BlockedMessagesMeta', 'The lists.'),
        examples: {
          lists: {
            summary: 'Two lists',
            value: {
              data: [
                { _id: '668592fd0000000000000001', appId: 'chat-sandbox', ...PROFANE, __v: 0 },
                { _id: '666c01ec0000000000000002', appId: 'chat-sandbox', ...PROFANITY, __v: 0 },
              ],
              meta: { current: { limit: 10, count: 2 } },
            },
          },
        },
      },
      badRequestDetails: { limit: ['must be <= 100'] },
    }),
  },
  getKeywordList: {
    method: 'get',
    path: '/moderation/keywords/{keywordId}',
    errors: ['ERR_KEYWORD_NOT_FOUND'],
    document: () => ({
      summary: 'Get keyword',
      description: 'One keyword list, by its id.',
      parameters: [keywordIdParameter('A list to get.')],
      success: {
        description: 'The list.',
        schema: dataOf(ref('KeywordList'), 'The list.'),
        examples: { list: { summary: 'A word list', value: { data: PROFANITY } } },
      },
      badRequestDetails: { keywordId: ['must match pattern "^[a-zA-Z0-9_-]+$"'] },
    }),
  },
  updateKeywordList: {
    method: 'put',
    path: '/moderation/keywords/{keywordId}',
    body: 'required',
    errors: ['ERR_KEYWORD_NOT_FOUND'],
    document: () => ({
      summary: 'Update keyword',
      description: `Changes what the body names: the name, description, category, and the terms, which replace the list’s (a new revision). ${BODY_RULES} A list as GET answers it is accepted, its read-only fields ignored.`,
      parameters: [keywordIdParameter('A list to update.')],
      body: {
        schema: 'KeywordListUpdateRequest',
        description: 'What to change.',
        examples: {
          renamed: {
            summary: 'New terms and a new name',
            value: { name: 'Mild words', searchTerms: ['darn', 'heck'] },
          },
        },
        form: {
          schema: 'KeywordListForm',
          examples: {
            renamed: {
              summary: 'The same as a form',
              value: { name: 'Mild words', searchTerms: 'darn,heck' },
            },
          },
        },
      },
      success: {
        description: 'The list.',
        schema: dataOf(ref('KeywordList'), 'The list.'),
        examples: {
          renamed: {
            summary: 'The list changed: its second revision',
            value: {
              data: {
                ...PROFANITY,
                name: 'Mild words',
                searchTerms: ['darn', 'heck'],
                updatedAt: 1720023805,
                revisionId: `${REVISION_PREFIX}_profanity-list_2`,
              },
            },
          },
        },
      },
      badRequestDetails: {
        category: ['must be equal to one of the allowed values: word, pattern, sentence-similarity'],
      },
    }),
  },
  deleteKeywordList: {
    method: 'delete',
    path: '/moderation/keywords/{keywordId}',
    errors: ['ERR_KEYWORD_NOT_FOUND'],
    document: () => ({
      summary: 'Remove keyword',
      description:
        'Deletes a keyword list. A rule that names it matches nothing by it from the next message on.',
      parameters: [keywordIdParameter('A list to delete.')],
      success: {
        description: 'Confirmation.',
        schema: dataOf(ref('SuccessMessage'), 'Confirmation.'),
        examples: {
          deleted: {
            summary: 'Deleted',
            value: {
              data: {
                success: true,
                message: 'Keyword with id profanity-list has been deleted successfully.',
              },
            },
          },
        },
      },
      badRequestDetails: { keywordId: ['must match pattern "^[a-zA-Z0-9_-]+$"'] },
    }),
  },
});
