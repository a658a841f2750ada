/** The named example sets of the keyword lists' operations (see index.ts). */
import type { FamilySets } from './helpers.ts';

const unknownList = {
  name: 'unknownList',
  summary: 'An id no list has',
  parameters: { keywordId: 'no-such-list' },
};

export const keywordListExampleSets: FamilySets<'keyword-lists'> = {
  createKeywordList: [
    { name: 'profane', summary: 'A word list, its terms as a list' },
    {
      name: 'greedy',
      summary: 'A pattern list with a greedy term',
      body: { id: 'greedy-list', category: 'pattern', searchTerms: ['.*bad'] },
    },
    {
      name: 'taken',
      summary: 'The id of the list created above',
      body: { id: 'profane-word-list-1', category: 'word', searchTerms: ['a'] },
    },
  ],
  listKeywordLists: [{ name: 'lists', summary: 'The lists of the app', parameters: { limit: 10 } }],
  getKeywordList: [
    { name: 'list', summary: 'The list of the fixtures', parameters: { keywordId: 'profanity-list' } },
    unknownList,
  ],
  updateKeywordList: [
    { name: 'renamed', summary: 'New terms and a new name', parameters: { keywordId: 'profanity-list' } },
    { ...unknownList, body: { name: 'Nobody' } },
  ],
  deleteKeywordList: [
    {
      name: 'deleted',
      summary: 'The list created above',
      parameters: { keywordId: 'profane-word-list-1' },
    },
    unknownList,
  ],
};
