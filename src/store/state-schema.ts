/**
 * Checks that an untrusted value (a data file, a fixture set, a state import) is a `StateSnapshot`
 * the domain can work on: shapes first with a JSON Schema, then the references and uniqueness rules a
 * schema cannot express. Problems come back keyed by dotted path (`users.3.uid`), never as exceptions.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { ErrorDetails } from '../contract/errors.ts';
import { validate as precompiledShape } from './snapshot-shape.generated.ts';
import type { StateSnapshot } from './state.ts';
import { checkReferences, type Report } from './state-references.ts';

/** Beyond this many distinct paths the caller has enough to fix; the rest are dropped. */
export const DETAILS_MAX = 100;
/** The details key of a problem with the snapshot as a whole. */
export const ROOT_PATH = '(root)';
/**
 * How deep free-form values (metadata, message data) may nest. Far beyond any real payload, and far
 * below the depth at which JSON.stringify runs out of stack, so that every valid state can be written.
 */
export const NESTING_MAX = 1000;

// ownProperties: an inherited `users` (say, through a `__proto__` key) must not count as present.
export const SNAPSHOT_AJV_OPTIONS = { allErrors: true, ownProperties: true } as const;
// Compiled ahead of time from snapshotSchema with these options by `npm run build:openapi` (its drift
// check keeps the two equal): compiling it at start slowed every start.
const validateShape = precompiledShape as ValidateFunction<StateSnapshot>;

const fromPointer = (pointer: string): string[] =>
  pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

function toDetail(error: ErrorObject): { path: string[]; message: string } {
  const path = fromPointer(error.instancePath);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required')
    return { path: [...path, String(params.missingProperty)], message: 'is required' };
  if (error.keyword === 'additionalProperties') {
    return { path: [...path, String(params.additionalProperty)], message: 'is not allowed' };
  }
  if (error.keyword === 'enum') {
    return { path, message: `must be one of ${(params.allowedValues as unknown[]).join(', ')}` };
  }
  return { path, message: error.message ?? `fails ${error.keyword}` };
}

function collector(): { report: Report; details: () => ErrorDetails; empty: () => boolean } {
  const byPath = new Map<string, string[]>();
  const report: Report = (path, message) => {
    const key = path.length === 0 ? ROOT_PATH : path.join('.');
    const messages = byPath.get(key);
    if (messages) {
      if (!messages.includes(message)) messages.push(message);
    } else if (byPath.size < DETAILS_MAX) byPath.set(key, [message]);
  };
  // fromEntries defines own properties, so a `__proto__` path stays an ordinary key.
  return { report, details: () => Object.fromEntries(byPath), empty: () => byPath.size === 0 };
}

/** Measured without recursion, so that the check itself cannot run out of stack. */
function nestsTooDeep(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [node, depth] = next;
    if (depth > NESTING_MAX) return true;
    for (const child of Object.values(node as object)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

function checkNesting(snapshot: StateSnapshot, report: Report): void {
  const freeForm: [string, { metadata?: object; data?: object }[], 'metadata' | 'data'][] = [
    ['users', snapshot.users, 'metadata'],
    ['groups', snapshot.groups, 'metadata'],
    ['messages', snapshot.messages, 'data'],
  ];
  for (const [collection, records, field] of freeForm) {
    records.forEach((record, i) => {
      const value = record[field];
      if (value !== undefined && nestsTooDeep(value)) {
        report([collection, i, field], `must not nest deeper than ${NESTING_MAX} levels`);
      }
    });
  }
}

export type SnapshotValidation = { ok: true; snapshot: StateSnapshot } | { ok: false; details: ErrorDetails };

/**
 * Validates `input` as a state snapshot. On success the same object is returned, typed; it is not
 * copied. No input makes this throw.
 */
export function validateSnapshot(input: unknown): SnapshotValidation {
  const { report, details, empty } = collector();
  try {
    if (!validateShape(input)) {
      for (const error of validateShape.errors ?? []) {
        const { path, message } = toDetail(error);
        report(path, message);
      }
    } else {
      checkNesting(input, report);
      checkReferences(input, report);
    }
  } catch (error) {
    report([], `could not be validated: ${error instanceof Error ? error.message : String(error)}`);
  }
  return empty() ? { ok: true, snapshot: input as StateSnapshot } : { ok: false, details: details() };
}
