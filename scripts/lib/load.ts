/**
 * The load the bench puts on a server: three workloads driven by autocannon.
 */
import autocannon, { type RequestStep } from 'autocannon';
import { loadFixtures } from '../../src/store/fixtures.ts';

/** The fixtures' full-access key: every app the sandbox seeds accepts it, and Prism accepts any key. */
export const API_KEY = loadFixtures().apiKeys.find((k) => k.scope === 'fullAccess')?.apiKey ?? '';
export const GROUP = 'cometchat-guid-1';
/** A fixture message in that group, visible to its members. */
const MESSAGE = '4';
const MEMBER = 'superhero1';

export type WorkloadName = 'read' | 'write' | 'reaction';

export const WORKLOADS: Record<WorkloadName, string> = {
  read: 'read: list banned users',
  write: 'write: create group (fresh guid)',
  reaction: 'reaction round trip: add, list, remove',
};

let counter = 0;
/** Unique within one bench process, so that no two runs create the same guid or reaction. */
const nextId = (): string => `${process.pid}-${(counter += 1)}`;

/**
 * The requests of a workload. `prefix` is `/v3` for the sandbox and empty for Prism, which serves the
 * contract's paths without the base path of its servers.
 */
export function workload(name: WorkloadName, prefix: string): RequestStep[] {
  const json = { apikey: API_KEY, 'content-type': 'application/json' };
  const member = { apikey: API_KEY, onBehalfOf: MEMBER };
  switch (name) {
    case 'read':
      return [{ method: 'GET', path: `${prefix}/groups/${GROUP}/bannedusers`, headers: { apikey: API_KEY } }];
    case 'write':
      return [
        {
          method: 'POST',
          path: `${prefix}/groups`,
          headers: json,
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ guid: `bench-${nextId()}`, name: 'Bench group', type: 'public' }),
          }),
        },
      ];
    case 'reaction': {
      // Each cycle adds and removes its own reaction, so every add and every remove changes state.
      const reactionPath = (context: Record<string, unknown>) =>
        `${prefix}/messages/${MESSAGE}/reactions/${encodeURIComponent(String(context.reaction))}`;
      return [
        {
          method: 'POST',
          headers: member,
          setupRequest: (req, context) => {
            context.reaction = `:bench-${nextId()}:`;
            return { ...req, path: reactionPath(context) };
          },
        },
        { method: 'GET', path: `${prefix}/messages/${MESSAGE}/reactions`, headers: member },
        {
          method: 'DELETE',
          headers: member,
          setupRequest: (req, context) => ({ ...req, path: reactionPath(context) }),
        },
      ];
    }
  }
}

export interface LoadResult {
  /** Successful (2xx) responses per second. */
  rps: number;
  p50: number;
  p99: number;
  /** Responses that were not 2xx, plus connection errors and timeouts: a valid run has none. */
  failures: number;
  /** Every response counted, for a cost per request. */
  responses: number;
}

export async function runLoad(
  origin: string,
  requests: RequestStep[],
  { duration, connections }: { duration: number; connections: number },
): Promise<LoadResult> {
  const result = await autocannon({ url: origin, connections, duration, requests });
  return {
    rps: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
    responses: result['2xx'] + result.non2xx,
  };
}
