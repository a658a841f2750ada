/**
 * What the fault tests share: data directories, clients that make changes in a loop and remember which
 * ones the server acknowledged, and checks of what a restarted server and the disk still hold.
 */
import assert from 'node:assert/strict';
import { readStateFiles } from '../../src/store/state-file.ts';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_KEY } from '../helpers/api.ts';

export async function withDataDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'chat-sandbox-fault-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export const json = { apikey: API_KEY, 'content-type': 'application/json' };

/** One acknowledged change: resolves with what identifies it, or throws on any answer but 200. */
export type Change = (client: number, n: number) => Promise<string>;

/**
 * `clients` loops, each making changes one after another until `stop()` or until the server stops
 * answering. Resolves with what identifies every change the server acknowledged (answered 200).
 */
export function runClients(
  clients: number,
  change: Change,
  onAcknowledged: (total: number) => void = () => {},
): { done: Promise<string[]>; stop: () => void } {
  const acknowledged: string[] = [];
  let stopped = false;
  const client = async (c: number): Promise<void> => {
    for (let n = 0; !stopped; n += 1) {
      try {
        acknowledged.push(await change(c, n));
      } catch (error) {
        // fetch fails with a TypeError when the connection is refused or cut: the server is gone.
        if (error instanceof TypeError) return;
        throw error;
      }
      onAcknowledged(acknowledged.length);
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, c) => client(c))).then(() => acknowledged);
  return { done, stop: () => (stopped = true) };
}

async function post(url: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(url, { method: 'POST', headers: json, body: JSON.stringify(body) });
  const answer = (await res.json()) as { data: Record<string, unknown> };
  if (res.status !== 200) throw new Error(`POST ${url} answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** Creates group `<prefix>-<client>-<n>`; identifies it by its guid. */
export const createGroup =
  (origin: string, prefix: string): Change =>
  async (c, n) => {
    const guid = `${prefix}-${c}-${n}`;
    await post(`${origin}/v3/groups`, { guid, name: guid, type: 'public' });
    return guid;
  };

/** Sends a bot message to superhero1; identifies it by its message id. */
export const sendMessage =
  (origin: string): Change =>
  async (c, n) => {
    const body = {
      category: 'message',
      receiver: 'superhero1',
      receiverType: 'user',
      data: { text: `${c}/${n}` },
    };
    return String((await post(`${origin}/v3/bots/chatbot/messages`, body)).id);
  };

/** `reached` resolves once `report` is given a total of at least `target`: the load drives it. */
export function reaching(target: number): { reached: Promise<void>; report: (n: number) => void } {
  let resolve!: () => void;
  const reached = new Promise<void>((r) => (resolve = r));
  return { reached, report: (n) => void (n >= target && resolve()) };
}

async function statusOf(url: string): Promise<number> {
  const res = await fetch(url, { headers: { apikey: API_KEY } });
  await res.arrayBuffer();
  return res.status;
}

/** What answered other than 200, as `<id>: <status>`, so that a failure shows what the server said. */
const notFound = (ids: string[], statuses: number[]): string[] =>
  ids.flatMap((id, i) => (statuses[i] === 200 ? [] : [`${id}: ${statuses[i]}`]));

/** The acknowledged groups that the server does not know (listing their bans answers 404). */
export async function missingGroups(origin: string, guids: string[]): Promise<string[]> {
  return notFound(
    guids,
    await Promise.all(guids.map((g) => statusOf(`${origin}/v3/groups/${g}/bannedusers`))),
  );
}

/** The acknowledged messages that the server does not know (listing their reactions answers 404). */
export async function missingMessages(origin: string, ids: string[]): Promise<string[]> {
  return notFound(ids, await Promise.all(ids.map((id) => statusOf(`${origin}/v3/messages/${id}/reactions`))));
}

/**
 * Reads what a restart would read: every app's snapshot under `dir` with its log replayed, checked as
 * a load checks it, without touching a file. A last log line a kill cut short is allowed (it was never
 * acknowledged; the next load cuts it off), so this is the check for a data directory a crash has just
 * left. Returns how many apps were read.
 */
export async function parseListedDataFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const snapshots = entries.filter((e) => e.isFile() && e.name.endsWith('.json') && !e.name.startsWith('.'));
  for (const file of snapshots) {
    const path = join(file.parentPath, file.name);
    await assert.doesNotReject(readStateFiles(path), `${path} and its log do not read back`);
  }
  return snapshots.length;
}

/**
 * Parses every file under `dir`: each snapshot as JSON, each log line by line, with no line cut
 * short left behind. Fails on the first that does not parse. Returns how many files were read.
 */
export async function parseEveryDataFile(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile());
  for (const file of files) {
    const path = join(file.parentPath, file.name);
    const text = await readFile(path, 'utf8');
    if (file.name.endsWith('.log')) {
      assert.ok(text === '' || text.endsWith('\n'), `${path} ends in a line cut short`);
      for (const line of text.split('\n').filter(Boolean)) {
        assert.doesNotThrow(() => JSON.parse(line), `${path} has a line that is not valid JSON`);
      }
    } else {
      assert.doesNotThrow(() => JSON.parse(text), `${path} is not valid JSON`);
    }
  }
  return files.length;
}
