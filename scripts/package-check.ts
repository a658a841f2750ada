/**
 * `npm run test:package`: the package as a stranger gets it. Packs the project (and checks that the
 * tarball and the build leave `git status` as it was), installs the tarball into a new project in a
 * temporary directory outside the repo (with openapi-fetch, msw, vitest and jest from the registry,
 * in one install), and runs that project's own node:test suite: it starts the sandbox with
 * `startSandbox({ port: 0 })`, drives it with an openapi-fetch client typed by the package's exported
 * `paths` (compiled by the consumer's own tsc, so a wrong call fails the check), calls
 * `chat-api-sandbox/core` in process and answers the same client through `chat-api-sandbox/msw` with
 * msw's setupServer, and runs the installed bin with --help and --version; then the README's test
 * examples (node:test, vitest, jest), each saved and run with the command the README gives, the
 * TypeScript ones compiled by the same tsc first (scripts/lib/readme-examples.ts). Nothing in the
 * consumer points into the repo. Prints how long the install, the suite and each example took.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_KEY } from './lib/load.ts';
import { PROJECT_ROOT, startChild, stopChild } from './lib/processes.ts';
import { README_EXAMPLES, readmeExample, runExample } from './lib/readme-examples.ts';

const run = (command: string, args: string[], cwd: string): string =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

const CONSUMER_TEST = `import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import createClient from 'openapi-fetch';
import { startSandbox, type paths, type RunningSandbox } from 'chat-api-sandbox';
import { createSandboxCore } from 'chat-api-sandbox/core';
import { createSandboxHandlers } from 'chat-api-sandbox/msw';
import { setupServer } from 'msw/node';

let sandbox: RunningSandbox;
before(async () => {
  sandbox = await startSandbox({ port: 0, memory: true, clock: 1700000000 });
});
after(() => sandbox.close());

const client = () =>
  createClient<paths>({ baseUrl: sandbox.url, headers: { apikey: sandbox.apiKey } });

test('create group — typed client against the started sandbox — answered from the contract', async () => {
  const { data, error } = await client().POST('/groups', {
    body: { guid: 'consumer-team', name: 'Consumer team', type: 'public' },
  });
  assert.equal(error, undefined);
  assert.equal(data?.data.guid, 'consumer-team');
  assert.equal(data?.data.createdAt, 1700000000);
});

test('list banned users — unknown group — the error envelope, typed', async () => {
  const { error, response } = await client().GET('/groups/{guid}/bannedusers', {
    params: { path: { guid: 'nobody-here' } },
  });
  assert.equal(response.status, 404);
  assert.equal(error?.error.code, 'ERR_GUID_NOT_FOUND');
});

test('reset — after a change — the app is back to its fixtures', async () => {
  await client().POST('/groups', { body: { guid: 'gone-after-reset', name: 'Gone', type: 'public' } });
  await sandbox.reset();
  const { response } = await client().POST('/groups', {
    body: { guid: 'gone-after-reset', name: 'Gone', type: 'public' },
  });
  assert.equal(response.status, 200);
});

test('chat-api-sandbox/core — handle() in process, no server — a write, then a read of it', async () => {
  const core = createSandboxCore({ config: { clock: 1700000000 } });
  const apikey = await core.control.apiKey();
  const created = await core.handle({
    method: 'POST',
    url: '/v3/groups',
    headers: { apikey, 'content-type': 'application/json' },
    body: JSON.stringify({ guid: 'in-process', name: 'In process', type: 'public' }),
  });
  assert.equal(created.status, 200, created.body);
  const read = await core.handle({ method: 'GET', url: '/v3/groups/in-process', headers: { apikey } });
  assert.equal(JSON.parse(read.body).data.createdAt, 1700000000);
  await core.close();
});

test('chat-api-sandbox/msw — the typed client against the real host, answered by msw in process', async () => {
  const { handlers, sandbox, close } = createSandboxHandlers();
  const server = setupServer(...handlers);
  server.listen({ onUnhandledRequest: 'error' });
  try {
    const client = createClient<paths>({
      baseUrl: 'https://chat-sandbox.api-us.cometchat.io/v3',
      headers: { apikey: await sandbox.apiKey() },
    });
    const { data, error } = await client.POST('/groups', {
      body: { guid: 'through-msw', name: 'Through msw', type: 'public' },
    });
    assert.equal(error, undefined);
    assert.equal(data?.data.guid, 'through-msw');
    const missing = await client.GET('/groups/{guid}', { params: { path: { guid: 'nobody-here' } } });
    assert.equal(missing.error?.error.code, 'ERR_GUID_NOT_FOUND');
  } finally {
    server.close();
    await close();
  }
});

test('the bin — started twice, stopped each time — answers both times; the first run leaves its code cache', async () => {
  const tmp = mkdtempSync(join(tmpdir(), 'consumer-'));
  for (const round of [1, 2]) {
    const child = spawn('node_modules/.bin/chat-api-sandbox', ['--port', '0', '--memory', '--log-level', 'warn'], {
      env: { ...process.env, TMPDIR: tmp },
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const deadline = Date.now() + 10_000;
    while (!/API key \\(fullAccess\\): \\S+/.test(out) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const url = /Base URL:\\s+(\\S+)/.exec(out)?.[1];
    const apiKey = /API key \\(fullAccess\\): (\\S+)/.exec(out)?.[1];
    assert.ok(url && apiKey, 'round ' + round + ': no banner in ' + out);
    const res = await fetch(url + '/users', { headers: { apikey: apiKey } });
    assert.equal(res.status, 200, 'round ' + round);
    child.kill('SIGTERM');
    assert.equal(await exited, 0, 'round ' + round);
    const caches = readdirSync(tmp).filter((d) => d.startsWith('chat-api-sandbox-code-cache'));
    assert.equal(caches.length, 1, 'round ' + round);
    assert.equal(readdirSync(join(tmp, caches[0]!)).filter((f) => f.endsWith('.bin')).length, 1);
  }
});

test('the bin — --help and --version — answer without starting a server', () => {
  const bin = 'node_modules/.bin/chat-api-sandbox';
  assert.match(execFileSync(bin, ['--help'], { encoding: 'utf8' }), /--port/);
  assert.match(execFileSync(bin, ['--version'], { encoding: 'utf8' }), /^\\d+\\.\\d+\\.\\d+/);
});
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    outDir: 'out',
    skipLibCheck: true,
    types: ['node'],
  },
  include: ['consumer.test.ts'],
};

const STARTS = 7;

/**
 * The installed command, as another project starts it: milliseconds from spawn to the first answer
 * of `GET /v3/users`, the first start with no code cache yet (a temporary directory of its own), then
 * the median of the others.
 */
async function timeInstalledStarts(consumer: string, work: string): Promise<void> {
  const env = { ...process.env, TMPDIR: await mkdtemp(join(work, 'tmp-')) };
  const bin = join(consumer, 'node_modules/.bin/chat-api-sandbox');
  const portOf = (output: string): number | undefined => {
    const match = /Base URL:\s+http:\/\/[^\s/]+:(\d+)\/v3/.exec(output);
    return match ? Number(match[1]) : undefined;
  };
  const times: number[] = [];
  for (let i = 0; i < STARTS; i += 1) {
    const child = await startChild(
      bin,
      ['--port', '0', '--memory', '--log-level', 'warn'],
      portOf,
      { probePath: '/v3/users', probeHeaders: { apikey: API_KEY } },
      env,
    );
    times.push(child.startupMs);
    await stopChild(child);
  }
  const [first, ...rest] = times;
  const median = rest.sort((a, b) => a - b)[Math.floor(rest.length / 2)]!;
  console.log(
    `installed command, spawn to first answer: ${first!.toFixed(0)} ms with no code cache, then a median of ${median.toFixed(0)} ms over ${rest.length} starts`,
  );
}

async function main(): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'chat-sandbox-consumer-'));
  try {
    // Packed as the README says, here: what the pack and its build leave in the repository must be
    // ignored by git, so `git status` stays as it was.
    const status = () => run('git', ['status', '--porcelain', '--untracked-files=all'], PROJECT_ROOT);
    const before = status();
    const packed = JSON.parse(run('npm', ['pack', '--json'], PROJECT_ROOT)) as {
      filename: string;
      size: number;
      unpackedSize: number;
      entryCount: number;
    }[];
    const { filename, size, unpackedSize, entryCount } = packed[0]!;
    const left = status();
    await copyFile(join(PROJECT_ROOT, filename), join(work, filename));
    await rm(join(PROJECT_ROOT, filename));
    if (left !== before) throw new Error(`npm pack left files git does not ignore:\n${left}`);
    console.log(
      `packed ${filename}: ${(size / 1024).toFixed(0)} KB, ${(unpackedSize / 1024).toFixed(0)} KB unpacked, ${entryCount} files`,
    );
    const consumer = join(work, 'consumer');
    run('mkdir', ['-p', consumer], work);
    await writeFile(
      join(consumer, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2),
    );
    const started = performance.now();
    // One install for everything: each further `npm install` would resolve the whole tree again.
    // vitest 4, not 5: 5 wants Node 22, and the package supports Node 20.
    const devTools = ['typescript@5', '@types/node@20', 'tsx@4', 'vitest@4', 'jest@30'];
    const registry = ['openapi-fetch', 'msw@2', ...devTools];
    run('npm', ['install', '--no-audit', '--no-fund', join(work, filename), ...registry], consumer);
    console.log(
      `install of the tarball, ${registry.join(', ')}: ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await writeFile(join(consumer, 'consumer.test.ts'), CONSUMER_TEST);
    const readme = await readFile(join(PROJECT_ROOT, 'README.md'), 'utf8');
    const examples = README_EXAMPLES.map((title) => readmeExample(readme, title));
    for (const example of examples) await writeFile(join(consumer, example.file), example.code);
    const typed = examples.filter((example) => example.file.endsWith('.ts')).map((example) => example.file);
    const tsconfig = { ...TSCONFIG, include: [...TSCONFIG.include, ...typed] };
    await writeFile(join(consumer, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2));
    const installed = JSON.parse(
      await readFile(join(consumer, 'node_modules/chat-api-sandbox/package.json'), 'utf8'),
    ) as { dependencies?: Record<string, string> };
    for (const runner of ['tsx', 'ts-node', 'typescript']) {
      if (installed.dependencies?.[runner])
        throw new Error(`${runner} is a runtime dependency of the package`);
    }
    // The consumer's own compile: its calls are checked against the package's types, then run as JS.
    run('node_modules/.bin/tsc', ['-p', '.'], consumer);
    const suite = performance.now();
    process.stdout.write(run('node', ['--test', 'out/consumer.test.js'], consumer));
    console.log(`consumer suite: ${((performance.now() - suite) / 1000).toFixed(1)} s`);
    for (const example of examples) {
      const ran = performance.now();
      const passed = runExample(example, consumer);
      const seconds = ((performance.now() - ran) / 1000).toFixed(1);
      console.log(
        `the README's example under "${example.title}": ${example.command}: ${passed} tests passed, ${seconds} s`,
      );
    }
    await timeInstalledStarts(consumer, work);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

await main();
