/**
 * What a rule's condition means when it names keyword lists (`isKeywordsReferencePresent`: its
 * `value` holds list ids, SPEC 19): the terms of those lists as stored now, so a list added, changed
 * or deleted through /moderation/keywords changes what the next message meets. A deleted list
 * matches nothing.
 */
import type { AppState, KeywordListRecord, ModerationCondition, ModerationRule } from '../store/state.ts';

/** The lists each of the rule's referencing conditions names, in order: undefined for one deleted. */
export function referencedLists(state: AppState, rule: ModerationRule): (KeywordListRecord | undefined)[] {
  return rule.conditions.flatMap((c) =>
    c.isKeywordsReferencePresent ? c.value.map((id) => state.keywordLists.get(id)) : [],
  );
}

/** The condition with the terms of the lists it names in place of their ids. */
export function withListTerms(state: AppState, condition: ModerationCondition): ModerationCondition {
  if (!condition.isKeywordsReferencePresent) return condition;
  const value = condition.value.flatMap((id) => {
    const list = state.keywordLists.get(id);
    return list?.searchTerms ?? list?.disallowedSentences ?? [];
  });
  return { ...condition, value };
}
