/**
 * Keyword lists (SPEC 19): the words, patterns and sentences a moderation rule's condition names by
 * id (`isKeywordsReferencePresent`). Each create and update is a new revision; the engine reads the
 * list as it is when a message is sent, so a change applies from the next message on. Pattern terms
 * are checked here (moderation-patterns.ts) so that no stored list holds one that could hold the
 * event loop.
 */
import {
  keywordListAlreadyExists,
  keywordListInvalid,
  keywordListNotFound,
  keywordListQuota,
  patternRefused,
} from '../contract/error-catalogue.ts';
import {
  KEYWORD_ID_MAX,
  KEYWORD_LIST_PAGE_MAX,
  KEYWORD_LISTS_MAX,
  KEYWORD_PATTERNS_MAX,
  KEYWORD_TERM_MAX,
  KEYWORD_TERMS_MAX,
  type KeywordCategory,
} from '../contract/keyword-list-catalogue.ts';
import type { KeywordListRecord } from '../store/state.ts';
import type { DomainContext } from './context.ts';
import { termsOf } from './keyword-terms.ts';
import { readLimit } from './message-query.ts';
import { REVISION_PREFIX } from './moderation-engine.ts';
import { patternProblem } from './moderation-patterns.ts';

/** A list's body, JSON or a form read into the same shape (the read-only fields of a GET ignored). */
export interface KeywordListBody {
  id?: string;
  name?: string;
  description?: string;
  category?: KeywordCategory;
  searchTerms?: string | string[];
  disallowedSentences?: string | string[];
  /** The text of a CSV file of terms. */
  file?: string;
}

export interface KeywordListView {
  _id?: string;
  id: string;
  appId?: string;
  name: string;
  description?: string;
  category: KeywordCategory;
  isCSV: boolean;
  searchTerms?: string[];
  disallowedSentences?: string[];
  createdAt: number;
  updatedAt: number;
  revisionId: string;
  active: true;
  default: false;
  __v?: number;
}

export function presentKeywordList(list: Readonly<KeywordListRecord>): KeywordListView {
  const { id, name, description, category, isCSV, searchTerms, disallowedSentences } = list;
  return {
    id,
    name,
    ...(description !== undefined && { description }),
    category,
    isCSV,
    ...(searchTerms !== undefined && { searchTerms: [...searchTerms] }),
    ...(disallowedSentences !== undefined && { disallowedSentences: [...disallowedSentences] }),
    createdAt: list.createdAt,
    updatedAt: list.updatedAt,
    revisionId: `${REVISION_PREFIX}_${id}_${list.revision}`,
    active: true,
    default: false,
  };
}

/**
 * The record id the real service's list shows: 24 hex digits made of the list's id (an FNV-1a hash),
 * so the same list always shows the same one, whatever the clock.
 */
function recordIdOf(list: Readonly<KeywordListRecord>): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < list.id.length; i += 1)
    hash = Math.imul(hash ^ list.id.charCodeAt(i), 0x01000193) >>> 0;
  return `${hash.toString(16).padStart(8, '0')}${'0'.repeat(16)}`;
}

export function requireKeywordList(ctx: DomainContext, id: string): Readonly<KeywordListRecord> {
  const list = ctx.state.keywordLists.get(id);
  if (!list) throw keywordListNotFound(id);
  return list;
}

/** The field a category keeps its terms in. */
const fieldOf = (category: KeywordCategory): 'searchTerms' | 'disallowedSentences' =>
  category === 'sentence-similarity' ? 'disallowedSentences' : 'searchTerms';

/** The terms `body` gives for `category` (a file wins over a field), checked; undefined when none. */
function termsFrom(body: KeywordListBody, category: KeywordCategory): string[] | undefined {
  const field = fieldOf(category);
  const given = body.file ?? body[field];
  if (given === undefined) return undefined;
  const where = body.file !== undefined ? 'file' : field;
  const terms = termsOf(given);
  if (terms.length === 0) throw keywordListInvalid(where, 'holds no terms');
  const max = category === 'pattern' ? KEYWORD_PATTERNS_MAX : KEYWORD_TERMS_MAX;
  if (terms.length > max) throw keywordListInvalid(where, `holds ${terms.length} terms, more than ${max}`);
  for (const term of terms) {
    if (term.length > KEYWORD_TERM_MAX)
      throw keywordListInvalid(where, `holds a term longer than ${KEYWORD_TERM_MAX} characters`);
    if (category !== 'pattern') continue;
    const problem = patternProblem(term);
    if (problem !== undefined) throw patternRefused(where, term, problem);
  }
  return terms;
}

/** Sets the list's terms in the field of its category, the other field cleared. */
function setTerms(record: KeywordListRecord, terms: string[], isCSV: boolean): void {
  delete record.searchTerms;
  delete record.disallowedSentences;
  record[fieldOf(record.category)] = terms;
  record.isCSV = isCSV;
}

/** An id for a list whose body gives none: its name's letters and digits, numbered past the taken. */
function freeIdFrom(ctx: DomainContext, name: string | undefined): string {
  const base =
    name
      ?.replace(/[^a-zA-Z0-9_-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, KEYWORD_ID_MAX - 4) || 'keywords';
  let id = base;
  for (let n = 2; ctx.state.keywordLists.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

export function createKeywordList(ctx: DomainContext, body: KeywordListBody): KeywordListView {
  const { state } = ctx;
  const id = body.id ?? freeIdFrom(ctx, body.name);
  if (state.keywordLists.has(id)) throw keywordListAlreadyExists(id);
  if (state.keywordLists.size >= KEYWORD_LISTS_MAX) throw keywordListQuota();
  const category = body.category ?? 'word';
  const terms = termsFrom(body, category);
  if (terms === undefined) throw keywordListInvalid(fieldOf(category), 'is required (or a file)');
  const now = ctx.clock.now();
  const record: KeywordListRecord = {
    id,
    name: body.name ?? id,
    ...(body.description !== undefined && { description: body.description }),
    category,
    isCSV: false,
    revision: 1,
    createdAt: now,
    updatedAt: now,
  };
  setTerms(record, terms, body.file !== undefined);
  state.keywordLists.put(record);
  return presentKeywordList(record);
}

export function listKeywordLists(
  ctx: DomainContext,
  appId: string,
  given: unknown,
): { data: KeywordListView[]; meta: { current: { limit: number; count: number } } } {
  // Checked again here: the validator lets `1e309` through as Infinity (message-query.ts says why).
  const limit = readLimit(given, KEYWORD_LISTS_MAX, KEYWORD_LIST_PAGE_MAX);
  const data = [...ctx.state.keywordLists.values()]
    .slice(0, limit)
    .map((list) => ({ _id: recordIdOf(list), appId, ...presentKeywordList(list), __v: 0 }));
  return { data, meta: { current: { limit, count: data.length } } };
}

export const getKeywordList = (ctx: DomainContext, id: string): KeywordListView =>
  presentKeywordList(requireKeywordList(ctx, id));

export function updateKeywordList(ctx: DomainContext, id: string, body: KeywordListBody): KeywordListView {
  const record: KeywordListRecord = structuredClone(requireKeywordList(ctx, id)) as KeywordListRecord;
  if (body.name !== undefined) record.name = body.name;
  if (body.description !== undefined) record.description = body.description;
  const category = body.category ?? record.category;
  const terms = termsFrom(body, category);
  if (terms === undefined && category !== record.category)
    throw keywordListInvalid(fieldOf(category), `is required to make the list a ${category} list`);
  record.category = category;
  if (terms !== undefined) setTerms(record, terms, body.file !== undefined);
  record.revision += 1;
  record.updatedAt = ctx.clock.now();
  ctx.state.keywordLists.put(record);
  return presentKeywordList(record);
}

export function deleteKeywordList(ctx: DomainContext, id: string): { success: true; message: string } {
  const list = requireKeywordList(ctx, id);
  ctx.state.keywordLists.delete(list.id);
  return { success: true, message: `Keyword with id ${list.id} has been deleted successfully.` };
}
