import {
  createKeywordList,
  deleteKeywordList,
  getKeywordList,
  listKeywordLists,
  updateKeywordList,
  type KeywordListBody,
} from '../domain/keyword-lists.ts';
import { contextOf, type RouteTable } from './types.ts';

export const keywordListRoutes: RouteTable<'keyword-lists'> = {
  createKeywordList: (req) => ({ data: createKeywordList(contextOf(req), req.body as KeywordListBody) }),
  listKeywordLists: (req) => listKeywordLists(contextOf(req), req.appId, req.query.limit),
  getKeywordList: (req) => ({ data: getKeywordList(contextOf(req), req.params.keywordId) }),
  updateKeywordList: (req) => ({
    data: updateKeywordList(contextOf(req), req.params.keywordId, req.body as KeywordListBody),
  }),
  deleteKeywordList: (req) => ({ data: deleteKeywordList(contextOf(req), req.params.keywordId) }),
};
