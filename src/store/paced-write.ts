/**
 * Writes a large text to a new file a piece at a time, letting other requests run between pieces, so
 * that writing a snapshot of 100,000 messages never holds the event loop for long.
 */
import { open, unlink } from 'node:fs/promises';
import { setImmediate as yieldToLoop } from 'node:timers/promises';

/** How long the writer may hold the event loop before it lets other requests run. */
const STEP_MS = 1;
/** Text gathered before it is handed to the disk. */
const CHUNK_CHARS = 256 * 1024;

export class WriteCancelled extends Error {}

/**
 * Writes the pieces to `path` (created or emptied) and resolves to the bytes written. Between steps it
 * asks `cancelled`; a cancelled or failed write deletes the file and rejects.
 */
export async function writePaced(
  path: string,
  pieces: Iterable<string>,
  cancelled: () => boolean = () => false,
): Promise<number> {
  const file = await open(path, 'w');
  let bytes = 0;
  try {
    let chunk = '';
    let since = performance.now();
    for (const piece of pieces) {
      chunk += piece;
      if (chunk.length < CHUNK_CHARS && performance.now() - since < STEP_MS) continue;
      bytes += (await file.write(chunk)).bytesWritten;
      chunk = '';
      if (performance.now() - since >= STEP_MS) {
        await yieldToLoop();
        if (cancelled()) throw new WriteCancelled(`the write of ${path} was cancelled`);
        since = performance.now();
      }
    }
    bytes += (await file.write(chunk)).bytesWritten;
    await file.close();
    return bytes;
  } catch (error) {
    await file.close().catch(() => undefined);
    await unlink(path).catch(() => undefined);
    throw error;
  }
}
