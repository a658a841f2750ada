/**
 * Reading an app's files back: the log as text, the snapshot a line at a time when it has the layout
 * this store writes (log-format.ts), so that a large state is never held as one text beside its
 * records.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { parseSnapshot, SnapshotLines } from './log-format.ts';
import { StateFileError } from './state-file-error.ts';

export const missing = (error: unknown): boolean => (error as NodeJS.ErrnoException).code === 'ENOENT';

export async function readText(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (missing(error)) return null;
    throw new StateFileError(file, `cannot be read: ${(error as Error).message}`, { cause: error });
  }
}

export interface ReadSnapshot {
  seq: number;
  snapshot: unknown;
  bytes: number;
}

/** The snapshot at `file`, read a line at a time when it has the layout this store writes. */
export async function readSnapshot(file: string): Promise<ReadSnapshot | null> {
  const lines = new SnapshotLines();
  const stream = createReadStream(file, { encoding: 'utf8' });
  let laidOut = true;
  try {
    for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
      if (!lines.push(line)) {
        laidOut = false;
        break;
      }
    }
  } catch (error) {
    if (missing(error)) return null;
    throw new StateFileError(file, `cannot be read: ${(error as Error).message}`, { cause: error });
  } finally {
    stream.destroy();
  }
  const read = laidOut ? lines.end(file) : undefined;
  if (read) return { ...read, bytes: stream.bytesRead };
  const text = await readText(file);
  return text === null ? null : { ...parseSnapshot(text, file), bytes: Buffer.byteLength(text) };
}
