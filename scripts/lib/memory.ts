/**
 * Resident memory of a child server per run of a workload, from /proc: VmRSS before and after the
 * run, and the run's own peak, VmHWM reset before it (Linux's `clear_refs`, value 5). The peak of the
 * whole process life would only say which run was the worst, and a run right after the start would
 * hide every later one.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const statusField = (pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined => {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
};

/** Whether the peak could be reset; where it cannot (no /proc, not ours), a run's peak is n/a. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

interface Runs {
  runs: number;
  /** RSS before the first run, peak over the runs, RSS after the last run; bytes. */
  before?: number;
  peak?: number;
  after?: number;
}

const mb = (bytes: number | undefined): string =>
  bytes === undefined ? 'n/a' : (bytes / 2 ** 20).toFixed(0);
const max = (a: number | undefined, b: number | undefined): number | undefined =>
  a === undefined ? b : b === undefined ? a : Math.max(a, b);

/** The memory of each server's runs, by what ran: a workload, its warm-up, a burst. */
export class MemoryWatch {
  readonly #loading = new Map<string, number | undefined>();
  readonly #overall = new Map<string, number | undefined>();
  readonly #runs = new Map<string, Map<string, Runs>>();

  /** Notes each server's peak so far, before any reset: for a server just started, its load. */
  constructor(servers: { label: string; pid: number | undefined }[]) {
    for (const { label, pid } of servers) {
      const peak = pid === undefined ? undefined : statusField(pid, 'VmHWM');
      this.#loading.set(label, peak);
      this.#overall.set(label, peak);
      this.#runs.set(label, new Map());
    }
  }

  /** Runs `run` on the server `label` and notes its memory under `what`. */
  async around<T>(label: string, pid: number | undefined, what: string, run: () => Promise<T>): Promise<T> {
    const runs = this.#runs.get(label)!;
    const noted = runs.get(what) ?? { runs: 0 };
    const reset = pid !== undefined && resetPeak(pid);
    const before = pid === undefined ? undefined : statusField(pid, 'VmRSS');
    const result = await run();
    const peak = reset ? statusField(pid, 'VmHWM') : undefined;
    runs.set(what, {
      runs: noted.runs + 1,
      before: noted.before ?? before,
      peak: max(noted.peak, peak),
      after: pid === undefined ? undefined : statusField(pid, 'VmRSS'),
    });
    this.#overall.set(label, max(this.#overall.get(label), peak));
    return result;
  }

  /** The highest peak seen: the load's and every run's. */
  overall(label: string): number | undefined {
    return this.#overall.get(label);
  }

  /** A markdown table, a row per server and what ran, in the order they first ran; figures in MB. */
  table(): string {
    const rows = [
      '| server | run | runs | RSS before the first | peak | RSS after the last |',
      '| --- | --- | ---: | ---: | ---: | ---: |',
    ];
    for (const [label, runs] of this.#runs) {
      rows.push(`| ${label} | its start, loading the app | 1 | | ${mb(this.#loading.get(label))} | |`);
      for (const [what, r] of runs) {
        rows.push(`| ${label} | ${what} | ${r.runs} | ${mb(r.before)} | ${mb(r.peak)} | ${mb(r.after)} |`);
      }
      rows.push(`| ${label} | **the whole run** | | | **${mb(this.#overall.get(label))}** | |`);
    }
    return rows.join('\n');
  }
}
