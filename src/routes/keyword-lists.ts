import {
  createKeywordList,
  deleteKeywordList,
  getKeywordList,
  listKeywordLists,
  updateKeywordList,
} from '../domain/keyword-lists.ts';
import { contextOf, type RouteTable } from './types.ts';

export const keywordListRoutes: RouteTable<'keyword-lists'> = {
  createKeywordList: (req) => ({ data: createKeywordList(contextOf(req), req.body) }),
  listKeywordLists: (req) => listKeywordLists(contextOf(req), req.appId, req.query.limit),
  getKeywordList: (req) => ({ data: getKeywordList(contextOf(req), req.params.keywordId) }),
  updateKeywordList: (req) => ({
    data: updateKeywordList(contextOf(req), req.params.keywordId, req.body),
  }),
  deleteKeywordList: (req) => ({ data: deleteKeywordList(contextOf(req), req.params.keywordId) }),
};
