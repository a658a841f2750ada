import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { promisify } from 'node:util';
import { PROJECT_ROOT } from '../../scripts/build-openapi.ts';

const run = promisify(execFile);

interface SpectralResult {
  code: string;
  severity: number;
  path: string[];
  message: string;
}

async function lint(file: string): Promise<string[]> {
  const { stdout } = await run(
    join(PROJECT_ROOT, 'node_modules/.bin/spectral'),
    ['lint', file, '--format', 'json', '--quiet', '--ruleset', '.spectral.yaml'],
    { cwd: PROJECT_ROOT },
  ).catch((error: { stdout?: string }) => {
    // Spectral exits 1 when it finds errors; the findings are still on stdout.
    if (error.stdout) return { stdout: error.stdout };
    throw error;
  });
  const results = JSON.parse(stdout) as SpectralResult[];
  return results.map((r) => `${r.code} at ${r.path.join('.')}: ${r.message}`);
}

describe('Spectral lint', () => {
  test('committed chat document — spectral:oas ruleset — no findings of any severity', async () => {
    assert.deepEqual(await lint('openapi/chat-v3.yaml'), []);
  });

  test('committed sandbox control document — spectral:oas ruleset — no findings of any severity', async () => {
    assert.deepEqual(await lint('openapi/sandbox-admin.yaml'), []);
  });
});
