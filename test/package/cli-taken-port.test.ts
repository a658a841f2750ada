import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));

test('the command — a port already taken — one line naming the address, exit 1, no banner', async () => {
  const blocker = createServer().listen(0, '127.0.0.1');
  await once(blocker, 'listening');
  const { port } = blocker.address() as { port: number };
  try {
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', CLI, '--port', String(port), '--memory'],
        { timeout: 30_000 },
        (error, stdout, stderr) =>
          resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
      );
    });
    assert.equal(result.code, 1);
    assert.doesNotMatch(result.stdout, /is listening/);
    const lines = result.stderr.trim().split('\n');
    assert.equal(lines.length, 1, result.stderr);
    assert.match(lines[0]!, new RegExp(`cannot start: .*EADDRINUSE.*127\\.0\\.0\\.1:${port}`));
  } finally {
    blocker.close();
  }
});
