/**
 * Turns what an app's files hold into a state, checking everything on the way: the snapshot against
 * the state's schema and rules (state-schema.ts), each logged change against the tables, and the state
 * after the replay once more. Whatever is wrong becomes a StateFileError naming the file.
 */
import type { ErrorDetails } from '../contract/errors.ts';
import type { StoredState } from './log-file.ts';
import { StateFileError } from './state-file-error.ts';
import { upgradedSnapshot } from './snapshot-upgrade.ts';
import { validateSnapshot } from './state-schema.ts';
import { COLLECTIONS, fromSnapshot, toSnapshot, type AppState } from './state.ts';
import { GroupedTable, type Change, type Table } from './tables.ts';
import type { Counters as CounterValues } from './records.ts';

const MAX_LISTED_PROBLEMS = 5;

function notValid(file: string, what: string, details: ErrorDetails): StateFileError {
  const problems = Object.entries(details).map(([path, messages]) => `${path} ${messages.join('; ')}`);
  const listed = problems.slice(0, MAX_LISTED_PROBLEMS).join(', ');
  const more =
    problems.length > MAX_LISTED_PROBLEMS ? ` (and ${problems.length - MAX_LISTED_PROBLEMS} more)` : '';
  return new StateFileError(file, `${what}: ${listed}${more}`, { details });
}

export function decodeStored(snapshotFile: string, logFile: string, stored: StoredState): AppState {
  const result = validateSnapshot(upgradedSnapshot(stored.snapshot));
  if (!result.ok) throw notValid(snapshotFile, 'is not a valid state', result.details);
  const state = fromSnapshot(result.snapshot);
  if (stored.entries.length === 0) return state;
  state.changes.muted(() => {
    for (const entry of stored.entries) {
      for (const change of entry.changes) {
        if (!applyChange(state, change)) {
          throw new StateFileError(
            logFile,
            `write ${entry.seq} changes ${String(change[0])} in a way no write does`,
          );
        }
      }
    }
  });
  const replayed = validateSnapshot(toSnapshot(state));
  if (!replayed.ok) {
    throw notValid(logFile, 'leaves, once replayed, a state that is not valid', replayed.details);
  }
  return state;
}

/**
 * Applies a change read back from the log, as the table that noted it had made it. Returns false for
 * a change no table makes; the records themselves are checked with the whole state afterwards.
 */
export function applyChange(state: AppState, change: Change): boolean {
  const [name, key, record] = change;
  if (name === 'counters') {
    if (key.length !== 0 || record === null) return false;
    state.counters.set(record as CounterValues);
    return true;
  }
  if (!(COLLECTIONS as readonly string[]).includes(name)) return false;
  const table = state[name] as Table<object> | GroupedTable<object>;
  const grouped = table instanceof GroupedTable;
  if (key.length !== (grouped ? 2 : 1)) return false;
  try {
    if (record !== null) table.put(record);
    else if (grouped) table.delete(key[0]!, key[1]!);
    else table.delete(key[0]!);
  } catch {
    // A record a table cannot take at all (the logs' batch not in the shape they write).
    return false;
  }
  return true;
}
