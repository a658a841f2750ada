/** Keyword lists (SPEC 19): the list as answered, and its body as JSON and as a multipart form. */
import type { SchemaObject } from 'openapi3-ts/oas30';
import {
  KEYWORD_CATEGORIES,
  KEYWORD_DESCRIPTION_MAX,
  KEYWORD_FILE_MAX_BYTES,
  KEYWORD_ID_MAX,
  KEYWORD_ID_PATTERN,
  KEYWORD_NAME_MAX,
  KEYWORD_TERM_MAX,
  KEYWORD_TERMS_MAX,
} from '../keyword-list-catalogue.ts';
import { arrayOf, bool, closed, int, oneOfStrings, str } from '../schema-helpers.ts';

const id = () =>
  str('A unique identifier: letters, digits, `-` and `_`.', {
    minLength: 1,
    maxLength: KEYWORD_ID_MAX,
    pattern: KEYWORD_ID_PATTERN,
  });
const category = () =>
  oneOfStrings(
    KEYWORD_CATEGORIES,
    '`word`: whole words; `pattern`: regular expressions; `sentence-similarity`: sentences.',
  );
const term = () => str('A term.', { maxLength: KEYWORD_TERM_MAX });

/** A list of terms, or one text of terms separated by commas or lines (as a form sends them). */
const terms = (description: string): SchemaObject => ({
  description,
  oneOf: [
    arrayOf(term(), 'The terms.', { maxItems: KEYWORD_TERMS_MAX }),
    str('The terms, comma-separated or one a line; a term holding a comma in double quotes.'),
  ],
});

const writeFields = () => ({
  id: id(),
  name: str('Descriptive name of the list; the id when none is given.', {
    minLength: 1,
    maxLength: KEYWORD_NAME_MAX,
  }),
  description: str('What the list is for.', { maxLength: KEYWORD_DESCRIPTION_MAX }),
  category: category(),
  searchTerms: terms('The words or patterns of a `word` or `pattern` list, if no file is given.'),
  disallowedSentences: terms('The sentences of a `sentence-similarity` list, if no file is given.'),
});

/** What a list as GET answers it holds besides its fields: accepted in a body, and ignored. */
const readOnly = () => ({
  isCSV: bool('Ignored: set by whether a file is sent.'),
  createdAt: int('Ignored.'),
  updatedAt: int('Ignored.'),
  revisionId: str('Ignored.'),
  active: bool('Ignored.'),
  default: bool('Ignored.'),
  appId: str('Ignored.'),
  _id: str('Ignored.'),
  __v: int('Ignored.'),
});

export function keywordListSchemas(): Record<string, SchemaObject> {
  return {
    KeywordList: closed(
      'A keyword list rules may name (`isKeywordsReferencePresent`).',
      {
        _id: str('The record id the real service shows in its list.'),
        id: id(),
        appId: str('The app (shown in the list).'),
        name: str('Descriptive name.'),
        description: str('What the list is for.'),
        category: category(),
        isCSV: bool('Whether the terms came from a CSV file.'),
        searchTerms: arrayOf(str('A term.'), 'The words or patterns of a `word` or `pattern` list.'),
        disallowedSentences: arrayOf(str('A sentence.'), 'The sentences of a `sentence-similarity` list.'),
        createdAt: int('Created (epoch seconds).'),
        updatedAt: int('Last changed (epoch seconds).'),
        revisionId: str('`{prefix}_{id}_{n}`: the n-th version of the list.'),
        active: bool('Always true: the current version.'),
        default: bool('Whether it is one of the service’s own lists; false for the app’s.'),
        __v: int('The record version the real service shows in its list.'),
      },
      ['id', 'name', 'category', 'isCSV', 'createdAt', 'updatedAt', 'revisionId', 'active', 'default'],
    ),
    KeywordListCreateRequest: closed(
      'A new list: its terms in `searchTerms` or `disallowedSentences` (by category), or in `file`.',
      {
        ...writeFields(),
        file: str('The text of a CSV file of terms (as a form’s file is read).', {
          maxLength: KEYWORD_FILE_MAX_BYTES,
        }),
        ...readOnly(),
      },
      ['category'],
    ),
    KeywordListUpdateRequest: closed('What to change; the terms sent replace the list’s.', {
      ...writeFields(),
      file: str('The text of a CSV file of terms.', { maxLength: KEYWORD_FILE_MAX_BYTES }),
      ...readOnly(),
    }),
    KeywordListForm: closed(
      'The list as a multipart form: `searchTerms` (or `disallowedSentences`) comma-separated, or a CSV `file`.',
      {
        id: id(),
        name: str('Descriptive name.', { maxLength: KEYWORD_NAME_MAX }),
        description: str('What the list is for.', { maxLength: KEYWORD_DESCRIPTION_MAX }),
        category: category(),
        searchTerms: str('Comma-separated words or patterns, if no file is given.'),
        disallowedSentences: str('Comma-separated sentences, if no file is given.'),
        file: {
          type: 'string',
          format: 'binary',
          description: `A CSV file of terms, at most ${KEYWORD_FILE_MAX_BYTES} bytes.`,
        },
      },
    ),
  };
}
