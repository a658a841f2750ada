import {
  createRule,
  deleteRule,
  getRule,
  listRuleRevisions,
  listRules,
  updateRule,
} from '../domain/moderation-rules.ts';
import { contextOf, type RouteTable } from './types.ts';

export const moderationRuleRoutes: RouteTable<'moderation-rules'> = {
  createRule: (req) => ({ data: createRule(contextOf(req), req.body) }),
  listRules: (req) => listRules(contextOf(req), req.query),
  getRule: (req) => ({ data: getRule(contextOf(req), req.params.ruleId) }),
  updateRule: (req) => ({ data: updateRule(contextOf(req), req.params.ruleId, req.body) }),
  listRuleRevisions: (req) => listRuleRevisions(contextOf(req), req.params.ruleId),
  deleteRule: (req) => ({ data: deleteRule(contextOf(req), req.params.ruleId) }),
};
