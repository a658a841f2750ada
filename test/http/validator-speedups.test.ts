import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { keepCompiledRoutePatterns } from '../../src/http/validator-speedups.ts';

const validatorRequire = createRequire(createRequire(import.meta.url).resolve('express-openapi-validator'));
type Compile = (path: string, options?: object) => { regexp: RegExp; keys: { name: string }[] };

describe('route patterns of the validator', () => {
  test('a pattern compiled twice with the same options — the same compiled form, matching as before', () => {
    keepCompiledRoutePatterns();
    const { pathToRegexp: kept } = validatorRequire('path-to-regexp') as {
      pathToRegexp: Compile;
    };
    const first = kept('/groups/:guid/members', { sensitive: false, strict: false });
    assert.equal(kept('/groups/:guid/members', { sensitive: false, strict: false }), first);
    assert.notEqual(kept('/groups/:guid/members', { sensitive: true, strict: false }), first);
    assert.deepEqual(first.regexp.exec('/groups/g1/members')?.slice(1), ['g1']);
    assert.equal(first.regexp.exec('/groups/g1/members/x'), null);
    assert.deepEqual(first.regexp.exec('/GROUPS/g2/members')?.slice(1), ['g2']);
  });

  test('installed twice — the first installation stays', () => {
    keepCompiledRoutePatterns();
    const { pathToRegexp: once } = validatorRequire('path-to-regexp') as { pathToRegexp: unknown };
    keepCompiledRoutePatterns();
    assert.equal((validatorRequire('path-to-regexp') as { pathToRegexp: unknown }).pathToRegexp, once);
  });
});
