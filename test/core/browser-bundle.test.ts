/**
 * The browser core as a page gets it (scripts/lib/bundles.ts, what `npm run build` writes to
 * dist/browser/core.js), loaded here in Node: its snapshot check is compiled from the schema on first
 * use rather than shipped as generated code, so it must still take a valid state and refuse a wrong
 * one with the same details as the server's check. Its operation table carries no document (the
 * examples and prose stay out of a page's download), so it must still route, answer `Prefer: code=`
 * from each operation's documented errors, and name an operation it does not serve.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { buildBrowserBundles } from '../../scripts/lib/bundles.ts';
import type * as Core from '../../src/core/index.ts';
import { validateSnapshot } from '../../src/store/state-schema.ts';
import { documentedError } from '../../src/contract/operations.ts';

describe('the browser core bundle', () => {
  let dir = '';
  let core: typeof Core;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'browser-core-'));
    await buildBrowserBundles(dir);
    core = (await import(pathToFileURL(join(dir, 'core.js')).href)) as typeof Core;
  });
  after(() => rm(dir, { recursive: true, force: true }));

  test('state import — a valid state taken, a wrong one refused with the server check’s details', async () => {
    const sandbox = core.createSandboxCore({ config: { clock: 1_700_000_000 } });
    const state = await sandbox.control.exportState();
    await sandbox.control.importState(state, 'copy');
    const wrong = { ...state, users: [{ uid: 42 }], counters: { messageId: -1 } };
    const expected = validateSnapshot(wrong);
    assert.equal(expected.ok, false);
    await assert.rejects(
      sandbox.control.importState(wrong, 'copy'),
      (error: { status?: number; details?: Record<string, string[]> }) => {
        assert.equal(error.status, 400);
        assert.deepEqual(error.details, expected.ok ? undefined : expected.details);
        return true;
      },
    );
    await sandbox.close();
  });

  test('operations — routed, their documented errors answered, another method named by Allow — from the table alone', async () => {
    const sandbox = core.createSandboxCore({ config: { clock: 1_700_000_000 } });
    const apikey = await sandbox.control.apiKey();
    const call = (method: string, url: string, headers: Record<string, string> = {}) =>
      sandbox.handle({ method, url, headers: { apikey, ...headers } });
    const read = await call('GET', '/v3/users/superhero1');
    assert.equal(read.status, 200);
    assert.equal(JSON.parse(read.body).data.uid, 'superhero1');
    const provoked = await call('DELETE', '/v3/roles/default', { prefer: 'code=403' });
    assert.equal(provoked.status, 403);
    assert.equal(JSON.parse(provoked.body).error.code, documentedError('deleteRole', 403)?.code);
    const missing = await call('GET', '/v3/roles/nobody', { prefer: 'code=404' });
    assert.equal(JSON.parse(missing.body).error.code, documentedError('getRole', 404)?.code);
    // Every operation of the reference is served: a method the path does not take is named by its Allow.
    const other = await call('PATCH', '/v3/users/superhero1');
    assert.equal(other.status, 404);
    assert.equal(other.headers.allow, 'GET, PUT, DELETE');
    await sandbox.close();
  });
});
