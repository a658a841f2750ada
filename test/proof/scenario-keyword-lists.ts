/**
 * The scenario's steps for keyword lists (SPEC 19): each operation with 200 and every error status it
 * documents, a body as JSON and as a multipart form, and the 1 MB limit that replaces 64 KB for the
 * two writes. The fixtures hold `profanity-list`.
 */
import { common, fail, ok, type Step } from './contract-steps.ts';

const PATH = '/moderation/keywords';
const CREATED = `${PATH}/proof-words`;
const UNKNOWN = `${PATH}/no-such-list`;
const WORDS = { id: 'proof-words', name: 'Proof words', category: 'word', searchTerms: ['gosh', 'golly'] };
const FORM_TYPE = 'multipart/form-data; boundary=proofboundary';
const form = (fields: Record<string, string>, file?: string): string =>
  [
    ...Object.entries(fields).map(
      ([name, value]) =>
        `--proofboundary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    ),
    ...(file === undefined
      ? []
      : [
          `--proofboundary\r\nContent-Disposition: form-data; name="file"; filename="terms.csv"\r\nContent-Type: text/csv\r\n\r\n${file}\r\n`,
        ]),
    '--proofboundary--\r\n',
  ].join('');

/** 413 past the list's 1 MB (not 64 KB), and 415 for a body neither JSON nor a form. */
const keywordBodyLimits = (op: 'createKeywordList' | 'updateKeywordList', route: string): Step[] => [
  fail(op, 'a body over 1 MB', 413, 'ERR_BAD_REQUEST', route, {
    body: { category: 'word', searchTerms: 'x'.repeat(1_200_000) },
  }),
  fail(op, 'a body that is neither JSON nor a form', 415, 'ERR_BAD_REQUEST', route, {
    body: 'hello',
    headers: { 'content-type': 'text/plain' },
  }),
];

export const KEYWORD_LIST_STEPS: Step[] = [
  ok('createKeywordList', 'a word list as JSON', `POST ${PATH}`, { body: WORDS }),
  ok('createKeywordList', 'a pattern list as a form, terms comma-separated', `POST ${PATH}`, {
    body: form({ id: 'proof-patterns', category: 'pattern', searchTerms: '\\d{3}-\\d{4},https?://\\S+' }),
    headers: { 'content-type': FORM_TYPE },
  }),
  ok('createKeywordList', 'a sentence list from a CSV file', `POST ${PATH}`, {
    body: form(
      { id: 'proof-sentences', category: 'sentence-similarity' },
      'meet me outside\n"call me, now"\n',
    ),
    headers: { 'content-type': FORM_TYPE },
  }),
  fail('createKeywordList', 'a greedy pattern', 400, 'ERR_BAD_REQUEST', `POST ${PATH}`, {
    body: { id: 'greedy', category: 'pattern', searchTerms: ['.*'] },
  }),
  fail('createKeywordList', 'a form without a boundary', 400, 'ERR_BAD_REQUEST', `POST ${PATH}`, {
    body: form({ category: 'word' }),
    headers: { 'content-type': 'multipart/form-data' },
  }),
  fail('createKeywordList', 'a taken id', 409, 'ERR_KEYWORD_ALREADY_EXISTS', `POST ${PATH}`, { body: WORDS }),
  ...keywordBodyLimits('createKeywordList', `POST ${PATH}`),
  ...common('createKeywordList', `POST ${PATH}`, { body: { ...WORDS, id: 'refused' } }),

  ok('listKeywordLists', 'every list', `GET ${PATH}`),
  ok('listKeywordLists', 'the first two', `GET ${PATH}?limit=2`),
  fail('listKeywordLists', 'a limit over 100', 400, 'ERR_BAD_REQUEST', `GET ${PATH}?limit=101`),
  ...common('listKeywordLists', `GET ${PATH}`),

  ok('getKeywordList', 'the created list', `GET ${CREATED}`),
  fail('getKeywordList', 'an id with a space', 400, 'ERR_BAD_REQUEST', `GET ${PATH}/a%20b`),
  fail('getKeywordList', 'a list the app does not have', 404, 'ERR_KEYWORD_NOT_FOUND', `GET ${UNKNOWN}`),
  ...common('getKeywordList', `GET ${CREATED}`),

  ok('updateKeywordList', 'new terms as JSON', `PUT ${CREATED}`, { body: { searchTerms: ['jeepers'] } }),
  ok('updateKeywordList', 'a new name as a form', `PUT ${CREATED}`, {
    body: form({ name: 'Proof words, renamed' }),
    headers: { 'content-type': FORM_TYPE },
  }),
  fail('updateKeywordList', 'an unknown category', 400, 'ERR_BAD_REQUEST', `PUT ${CREATED}`, {
    body: { category: 'colour' },
  }),
  fail('updateKeywordList', 'a list the app does not have', 404, 'ERR_KEYWORD_NOT_FOUND', `PUT ${UNKNOWN}`, {
    body: { name: 'Nobody' },
  }),
  ...keywordBodyLimits('updateKeywordList', `PUT ${CREATED}`),
  ...common('updateKeywordList', `PUT ${CREATED}`, { body: { name: 'Refused' } }),

  ...common('deleteKeywordList', `DELETE ${CREATED}`),
  ok('deleteKeywordList', 'the created list', `DELETE ${CREATED}`),
  fail('deleteKeywordList', 'a list deleted before', 404, 'ERR_KEYWORD_NOT_FOUND', `DELETE ${CREATED}`),
  fail('deleteKeywordList', 'an id with a space', 400, 'ERR_BAD_REQUEST', `DELETE ${PATH}/a%20b`),
];
