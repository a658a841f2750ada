/**
 * Moderation rules (SPEC 19): adding, listing, reading, replacing and deleting an app's rules, and their
 * revisions. The rules are what moderation-engine.ts applies to every new message, so a change here
 * is met by the very next one. A replace keeps the revision it replaces (at most RULE_REVISIONS_KEPT),
 * newest first, in the rule itself: they are read with it and erased with it.
 */
import { ruleAlreadyExists, ruleNotFound, ruleQuotaReached } from '../contract/error-catalogue.ts';
import {
  RULE_REVISIONS_KEPT,
  RULES_LIMIT_DEFAULT,
  RULES_LIMIT_MAX,
  RULES_MAX,
} from '../contract/moderation-rule-catalogue.ts';
import type {
  ModerationCondition,
  ModerationFilter,
  ModerationRule,
  ModerationRuleRevision,
} from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { readLimit } from './message-query.ts';
import { revisionIdOf } from './moderation-engine.ts';
import { fieldsOf, type RuleBody } from './moderation-rule-body.ts';

export type { RuleBody };

export interface RuleConditionView {
  id: number;
  isKeywordsReferencePresent: boolean;
  isMediaPresent: boolean;
  entity: string;
  operand: string;
  category: string;
  operator: string;
  value: string[];
  message?: string[];
}

export interface RuleView {
  id: string;
  name: string;
  description?: string;
  enabled: boolean;
  conditions: RuleConditionView[];
  filters?: ModerationFilter[];
  action: string[];
  active: boolean;
  createdAt: number;
  updatedAt: number;
  revisionId: string;
  default?: true;
}

export interface RulesPage {
  data: RuleView[];
  meta: { current: { limit: number; count: number } };
}

const presentCondition = (c: ModerationCondition): RuleConditionView => {
  const { id, isKeywordsReferencePresent, isMediaPresent, entity, operand, category, operator, value } = c;
  const view: RuleConditionView = {
    id,
    ...{ isKeywordsReferencePresent, isMediaPresent, entity, operand, category, operator },
    value: [...value],
  };
  if (c.message.length > 0) view.message = [...c.message];
  return view;
};

/** The rule at `revision` (the rule itself, or one of its past revisions) as the API answers it. */
function presentRevision(rule: ModerationRule, revision: ModerationRuleRevision, active: boolean): RuleView {
  const view: RuleView = { id: rule.id, name: revision.name } as RuleView;
  if (revision.description !== undefined) view.description = revision.description;
  view.enabled = revision.enabled;
  view.conditions = revision.conditions.map(presentCondition);
  if (revision.filters !== undefined && revision.filters.length > 0) view.filters = revision.filters;
  Object.assign(view, {
    action: [...revision.actions],
    active,
    createdAt: rule.createdAt ?? 0,
    updatedAt: revision.updatedAt,
    revisionId: revisionIdOf({ id: rule.id, revision: revision.revision }),
  });
  if (rule.default === true) view.default = true;
  return view;
}

function currentRevision(rule: ModerationRule): ModerationRuleRevision {
  const { revision, name, description, enabled, conditions, actions, filters } = rule;
  const current: ModerationRuleRevision = { revision, name, enabled, conditions, actions, updatedAt: 0 };
  current.updatedAt = rule.updatedAt ?? rule.createdAt ?? 0;
  if (description !== undefined) current.description = description;
  if (filters !== undefined) current.filters = filters;
  return current;
}

export const presentRule = (rule: ModerationRule): RuleView =>
  presentRevision(rule, currentRevision(rule), true);

export function requireRule(ctx: DomainContext, id: string): ModerationRule {
  const rule = ctx.state.moderationRules.get(id);
  if (!rule) throw ruleNotFound(id);
  return rule;
}

export function createRule(ctx: DomainContext, body: RuleBody & { id: string }): RuleView {
  const { state } = ctx;
  const fields = fieldsOf(body);
  if (state.moderationRules.has(body.id)) throw ruleAlreadyExists(body.id);
  let own = 0;
  for (const rule of state.moderationRules.values()) if (rule.default !== true) own += 1;
  if (own >= RULES_MAX) throw ruleQuotaReached(RULES_MAX);
  const now = ctx.clock.now();
  const rule: ModerationRule = { id: body.id, revision: 1, ...fields, createdAt: now, updatedAt: now };
  state.moderationRules.put(rule);
  return presentRule(rule);
}

export function listRules(ctx: DomainContext, options: { limit?: unknown }): RulesPage {
  const limit = readLimit(options.limit, RULES_LIMIT_DEFAULT, RULES_LIMIT_MAX);
  const rules = ctx.state.moderationRules.list();
  const data: RuleView[] = [];
  for (let i = rules.length - 1; i >= 0 && data.length < limit; i -= 1) data.push(presentRule(rules[i]!));
  return { data, meta: { current: { limit, count: data.length } } };
}

export const getRule = (ctx: DomainContext, id: string): RuleView => presentRule(requireRule(ctx, id));

/** Replaces the rule: a new revision, the one replaced kept first among the past ones. */
export function updateRule(ctx: DomainContext, id: string, body: RuleBody): RuleView {
  const rule = requireRule(ctx, id);
  const fields = fieldsOf(body);
  const history = [currentRevision(rule), ...(rule.history ?? [])].slice(0, RULE_REVISIONS_KEPT);
  const replaced: ModerationRule = {
    id: rule.id,
    revision: rule.revision + 1,
    ...fields,
    createdAt: rule.createdAt ?? 0,
    updatedAt: ctx.clock.now(),
    history,
  };
  if (rule.default === true) replaced.default = true;
  ctx.state.moderationRules.put(replaced);
  return presentRule(replaced);
}

export function listRuleRevisions(ctx: DomainContext, id: string): RulesPage {
  const rule = requireRule(ctx, id);
  const data = [presentRule(rule), ...(rule.history ?? []).map((past) => presentRevision(rule, past, false))];
  return { data, meta: { current: { limit: RULE_REVISIONS_KEPT + 1, count: data.length } } };
}

export function deleteRule(ctx: DomainContext, id: string): { success: true; message: string } {
  const rule = requireRule(ctx, id);
  ctx.state.moderationRules.delete(rule.id);
  return { success: true, message: `Rule with id ${rule.id} has been deleted successfully.` };
}
