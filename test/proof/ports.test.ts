/**
 * A child started on a port chosen beforehand (Prism, json-server) counts as started only when the
 * answer to its probe came from it: another test's server that took the port meanwhile must not pass
 * for it (seen in CI: Prism's proxy never bound, another server answered in its place).
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, test } from 'node:test';
import { listensOn, PortTakenError, startChild, stopChild } from '../../scripts/lib/processes.ts';

const IDLE = ['-e', 'setTimeout(() => {}, 60_000)'];
const LISTEN = (port: number) => [
  '-e',
  `require('node:http').createServer((q, s) => s.end()).listen(${port}, '127.0.0.1')`,
];

// The check reads /proc; where there is none it cannot tell, and a child counts as started as before.
const CAN_TELL = process.platform === 'linux' && existsSync('/proc/net/tcp');

describe('children on a port chosen beforehand', { skip: !CAN_TELL }, () => {
  test('a port another server holds — the probe is answered, the child is refused', async () => {
    const other = createServer((_req, res) => res.end('not the child'));
    other.listen(0, '127.0.0.1');
    await once(other, 'listening');
    const { port } = other.address() as AddressInfo;
    try {
      assert.equal(listensOn(process.pid, port), true);
      await assert.rejects(startChild(process.execPath, IDLE, port, { probePath: '/' }), PortTakenError);
    } finally {
      other.close();
    }
  });

  test('a child that binds the port itself — started', async () => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const { port } = probe.address() as AddressInfo;
    probe.close();
    await once(probe, 'close');
    const child = await startChild(process.execPath, LISTEN(port), port, { probePath: '/' });
    try {
      assert.equal(listensOn(child.process.pid!, port), true);
      assert.equal(listensOn(process.pid, port), false);
    } finally {
      await stopChild(child);
    }
  });
});
