/**
 * The command stopped by a signal, with what used to keep it alive: a stalled client, a second Ctrl-C
 * that did nothing, and output piped to a parent that stopped reading it
 * (docs/decisions/stop-deadline.md, stop-second-signal.md, stop-logs-never-hold-the-exit.md). Each
 * wait is bounded, so a process that hangs fails the test instead of holding it.
 */
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { after, describe, test } from 'node:test';
import { rawClient, within } from '../http/raw-client.ts';

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url));
/** Far above the stop's deadline (3 s) and the exit's log flush (0.5 s); a hang never ends. */
const BOUND_MS = 20_000;

const children: ChildProcess[] = [];
describe('package/cli-stop.test.ts', () => {
  after(() => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  interface Started {
    child: ChildProcess;
    port: number;
    apiKey: string;
    /** Resolves with the exit code (or the signal) once the process is gone. */
    exited: Promise<number | string | null>;
    /** What the process wrote to stderr so far. */
    stderr: () => string;
  }

  /** Starts the command with its output piped, and reads stdout up to the banner. */
  async function startCommand(...args: string[]): Promise<Started> {
    // A SANDBOX_* variable of the caller's shell would add an option nobody asked for.
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SANDBOX_')));
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', '--memory', ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string | null);
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let stdout = '';
    const banner = new Promise<RegExpExecArray>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /Base URL:\s+http:\/\/[^\s/]+:(\d+)\/v3[\s\S]*API key \(fullAccess\): (\S+)/.exec(
          stdout,
        );
        if (!match) return;
        child.stdout!.off('data', read);
        resolve(match);
      };
      child.stdout!.on('data', read);
      void exited.then(() => reject(new Error(`the command exited before its banner:\n${stdout}${stderr}`)));
    });
    const [, port, apiKey] = await within(banner, 60_000, 'the banner');
    // Read from here on, so that a full pipe never stops the process (but where a test stops reading).
    child.stdout!.on('data', () => undefined);
    return { child, port: Number(port), apiKey: apiKey!, exited, stderr: () => stderr };
  }

  /** A client that sent its headers and 7 of 100 body bytes, once the server has taken its request up. */
  async function stalledClient(port: number, apiKey: string) {
    const client = await rawClient(
      port,
      'POST /v3/groups HTTP/1.1\r\nHost: localhost\r\n' +
        `apikey: ${apiKey}\r\ncontent-type: application/json\r\ncontent-length: 100\r\nexpect: 100-continue\r\n\r\n`,
    );
    // The server answers 100 Continue once it has handed the request to the app.
    while (!client.received().includes('100 Continue'))
      await within(once(client.socket, 'data'), BOUND_MS, '100');
    client.socket.write('{"guid"');
    return client;
  }

  describe('the command stopped by a signal', { concurrency: true }, () => {
    test('SIGINT while a client has sent its headers and 7 of 100 body bytes — exit 0, the client disconnected', async () => {
      const { child, port, apiKey, exited } = await startCommand();
      const client = await stalledClient(port, apiKey);
      child.kill('SIGINT');
      assert.equal(await within(exited, BOUND_MS, 'the exit'), 0);
      await within(client.ended, BOUND_MS, 'the connection closed');
      client.socket.destroy();
    });

    test('SIGINT while a client has sent half its headers — exit 0, the client disconnected', async () => {
      const { child, port, apiKey, exited } = await startCommand();
      const client = await rawClient(
        port,
        `GET /v3/users HTTP/1.1\r\nHost: localhost\r\napikey: ${apiKey}\r\n`,
      );
      // Answered after the half headers arrived, so the server has taken that connection up too.
      await (await fetch(`http://127.0.0.1:${port}/v3/users`, { headers: { apikey: apiKey } })).arrayBuffer();
      child.kill('SIGINT');
      assert.equal(await within(exited, BOUND_MS, 'the exit'), 0);
      await within(client.ended, BOUND_MS, 'the connection closed');
      client.socket.destroy();
    });

    test('a second SIGINT while the first waits for a stalled client — the process exits at once, code 130', async () => {
      const { child, port, apiKey, exited, stderr } = await startCommand('--log-level', 'info');
      const client = await stalledClient(port, apiKey);
      child.kill('SIGINT');
      while (!stderr().includes('SIGINT: finishing in-flight requests'))
        await within(once(child.stderr!, 'data'), BOUND_MS, 'the first stop under way');
      child.kill('SIGINT');
      // 130 is the second signal's exit; the first stop would have ended with 0 at its deadline.
      assert.equal(await within(exited, BOUND_MS, 'the exit'), 130);
      assert.match(stderr(), /SIGINT again: stopping now/);
      client.socket.destroy();
    });

    test('output piped to a parent that stopped reading, 200 requests logged — SIGTERM — exit 0', async () => {
      const { child, port, exited } = await startCommand('--log-level', 'info');
      // From here on nothing reads the child's output: its pipes fill up and stay full.
      child.stdout!.removeAllListeners('data');
      child.stderr!.removeAllListeners('data');
      child.stdout!.pause();
      child.stderr!.pause();
      // Each request logs a line of about 4 kB (its path): 200 of them are far more than a pipe holds.
      const path = `/v3/${'x'.repeat(4000)}`;
      for (let i = 0; i < 200; i += 20) {
        await Promise.all(
          Array.from({ length: 20 }, async () =>
            (await fetch(`http://127.0.0.1:${port}${path}`)).arrayBuffer(),
          ),
        );
      }
      child.kill('SIGTERM');
      assert.equal(await within(exited, BOUND_MS, 'the exit'), 0);
      child.stdout!.resume();
      child.stderr!.resume();
    });
  });
});
