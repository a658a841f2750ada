/**
 * A moderation rule's body as the API takes it, made a stored rule's fields (SPEC 19): both spellings of
 * the keyword reference flag, a string `value` as a one-term list, condition ids given in order where
 * left out, the read-only fields ignored; a `pattern` term the engine would refuse (patternProblem) or
 * could not compile with the `u` and `i` flags → 400 naming it.
 */
import { invalidRequest, rulePatternRefused } from '../contract/error-catalogue.ts';
import { GROUP_FILTER_OPERANDS, USER_FILTER_OPERANDS } from '../contract/moderation-rule-catalogue.ts';
import type { ModerationCondition, ModerationFilter, ModerationRule } from '../store/state.ts';
import { isMediaOperand } from './moderation-engine.ts';
import { patternProblem } from './moderation-patterns.ts';

export interface ConditionInput {
  id?: number;
  isKeywordsReferencePresent?: boolean;
  isKeywordReferencePresent?: boolean;
  isListReferencePresent?: boolean;
  isMediaPresent?: boolean;
  entity?: string;
  operand: string;
  category?: string;
  operator: string;
  value: string | string[];
}

export interface FilterInput {
  type: 'sender' | 'receiver';
  entity: 'user' | 'group';
  operand: string;
  operator: string;
  value: string | number | string[];
}

/** A rule as sent: its read-only fields (a rule as GET answers it) are allowed and ignored. */
export interface RuleBody {
  id?: string;
  name: string;
  description?: string;
  enabled?: boolean;
  action: string[];
  filters?: FilterInput[];
  conditions: ConditionInput[];
}

/** What a media formula such as `violence_greaterThan_30` means, as the reference words it. */
function mediaMessage(operand: string, value: readonly string[]): string[] {
  const what = operand.charAt(0).toUpperCase() + operand.slice(1);
  return value.flatMap((formula) => {
    const parts = /^(.+)_greaterThan_(\d+)$/.exec(formula);
    return parts ? [`${what} contains ${parts[1]} with confidence greater than ${parts[2]}`] : [];
  });
}

function conditionOf(input: ConditionInput, index: number): ModerationCondition {
  const value = typeof input.value === 'string' ? [input.value] : [...input.value];
  const isMediaPresent = input.isMediaPresent ?? isMediaOperand(input.operand);
  const isKeywordsReferencePresent =
    input.isKeywordsReferencePresent ??
    input.isKeywordReferencePresent ??
    input.isListReferencePresent ??
    false;
  const category = input.category ?? 'word';
  const where = `conditions.${index}.value`;
  if (category === 'pattern' && !isKeywordsReferencePresent && !isMediaPresent) {
    for (const term of value) {
      const problem = patternProblem(term) ?? compileProblem(term);
      if (problem !== undefined) throw rulePatternRefused(where, term, problem);
    }
  }
  return {
    id: input.id ?? index + 1,
    isKeywordsReferencePresent,
    isMediaPresent,
    entity: input.entity ?? 'message',
    operand: input.operand,
    category,
    operator: input.operator,
    value,
    message: isMediaPresent ? mediaMessage(input.operand, value) : [],
    weight: 1,
  };
}

/** A term the engine compiles with the `u` and `i` flags must compile so. */
function compileProblem(term: string): string | undefined {
  try {
    new RegExp(term, 'iu');
    return undefined;
  } catch {
    return 'it is not a regular expression';
  }
}

const OPERANDS = { user: USER_FILTER_OPERANDS, group: GROUP_FILTER_OPERANDS } as const;
const LISTS = new Set(['in', 'not in', 'notIn']);

function filterOf(input: FilterInput, index: number): ModerationFilter {
  if (!(OPERANDS[input.entity] as readonly string[]).includes(input.operand)) {
    throw invalidRequest({
      [`filters.${index}.operand`]: [
        `must be one of ${OPERANDS[input.entity].join(', ')} for a ${input.entity}`,
      ],
    });
  }
  const raw = input.value;
  const value = Array.isArray(raw)
    ? [...raw]
    : typeof raw === 'string' && LISTS.has(input.operator)
      ? raw.split(',').map((v) => v.trim())
      : [String(raw)];
  const { type, entity, operand, operator } = input;
  return { type, entity, operand, operator, value };
}

/** The stored fields a body sets: everything but the id, the revision and the times. */
export function fieldsOf(body: RuleBody): Omit<ModerationRule, 'id' | 'revision'> {
  const conditions = body.conditions.map(conditionOf);
  const filters = (body.filters ?? []).map(filterOf);
  const fields: Omit<ModerationRule, 'id' | 'revision'> = {
    name: body.name,
    enabled: body.enabled ?? true,
    conditions,
    actions: [...new Set(body.action)],
  };
  if (body.description !== undefined) fields.description = body.description;
  if (filters.length > 0) fields.filters = filters;
  return fields;
}
