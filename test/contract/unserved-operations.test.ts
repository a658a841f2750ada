/**
 * The reference's operations the sandbox does not serve yet (src/contract/unserved-operations.ts):
 * none of them is served, together with the served ones they are the reference's 172, and the README
 * lists exactly them. An operation added to the sandbox fails the first test until it leaves the list.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { pathToRegexp } from 'path-to-regexp';
import { expressPath } from '../../src/contract/document-operations.ts';
import { OPERATION_IDS, OPERATION_ROUTES, type OperationId } from '../../src/contract/operations.ts';
import { SERVED_AS_ANOTHER, UNSERVED_OPERATIONS } from '../../src/contract/unserved-operations.ts';

/** The reference names path parameters its own way ({id} where a record says {messageId}). */
const route = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, '{}')}`;
const served = OPERATION_IDS.map((id) => OPERATION_ROUTES[id]);

describe('operations of the reference not served yet', () => {
  test('every entry — no operation record serves its method and path', () => {
    const servedRoutes = new Set(served.map((r) => route(r.method, r.path)));
    const both = UNSERVED_OPERATIONS.filter((u) => servedRoutes.has(route(u.method, u.path)));
    assert.deepEqual(
      both.map((u) => `${u.method} ${u.path} (${u.operationId})`),
      [],
      'served now: remove them from src/contract/unserved-operations.ts',
    );
  });

  test('no entry under a served template — a fixed word where a served path has a parameter would be answered by the served one', () => {
    const templates = served.map((r) => ({
      method: r.method.toUpperCase(),
      regexp: pathToRegexp(expressPath(r.path)).regexp,
    }));
    const shadowed = UNSERVED_OPERATIONS.filter((u) =>
      templates.some((t) => t.method === u.method && t.regexp.test(u.path.replace(/\{\w+\}/g, 'x1'))),
    );
    assert.deepEqual(
      shadowed.map((u) => `${u.method} ${u.path}`),
      [],
    );
  });

  test('served and not served — the 172 operations of the reference, each once', () => {
    assert.equal(served.length + SERVED_AS_ANOTHER.length + UNSERVED_OPERATIONS.length, 172);
    const pairs = [...served, ...SERVED_AS_ANOTHER, ...UNSERVED_OPERATIONS].map(
      (r) => `${r.method.toUpperCase()} ${r.path}`,
    );
    assert.equal(new Set(pairs).size, 172);
    assert.equal(new Set(UNSERVED_OPERATIONS.map((u) => u.operationId)).size, UNSERVED_OPERATIONS.length);
    // A route the reference documents twice is served once, by the operation named.
    for (const s of SERVED_AS_ANOTHER) {
      const by = OPERATION_ROUTES[s.servedBy as OperationId];
      assert.equal(route(s.method, s.path), route(by.method, by.path), s.operationId);
    }
    for (const u of UNSERVED_OPERATIONS) assert.match(u.operationId, /^[a-z][a-z0-9-]*$/, u.operationId);
  });

  test('the README — lists exactly these, method, path and operationId', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.split(/^### /m).find((part) => part.startsWith('Not served yet')) ?? '';
    const listed = [...section.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/\S*)` ([a-z0-9-]+)/g)].map(
      ([, method, path, operationId]) => `${method} ${path} ${operationId}`,
    );
    assert.deepEqual(
      listed.sort(),
      UNSERVED_OPERATIONS.map((u) => `${u.method} ${u.path} ${u.operationId}`).sort(),
    );
  });
});
