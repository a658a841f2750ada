import { createApiKey, deleteApiKey, getApiKey, listApiKeys, updateApiKey } from '../domain/api-keys.ts';
import { pageOptions } from '../domain/pagination.ts';
import { contextOf, type RouteTable } from './types.ts';

export const apiKeyRoutes: RouteTable<'api-keys'> = {
  createApiKey: (req) => ({ data: createApiKey(contextOf(req), req.body) }),
  listApiKeys: (req) => {
    const { scope, searchKey } = req.query;
    const page = listApiKeys(contextOf(req), { scope, searchKey, ...pageOptions(req.query) });
    return { data: page.data, meta: page.meta };
  },
  getApiKey: (req) => ({ data: getApiKey(contextOf(req), req.params.apiKey) }),
  // The key of the apikey header, which the rules forbid naming here.
  updateApiKey: (req) => ({
    data: updateApiKey(contextOf(req), req.params.apiKey, req.body, req.apiKey),
  }),
  deleteApiKey: (req) => ({ data: deleteApiKey(contextOf(req), req.params.apiKey, req.apiKey) }),
};
