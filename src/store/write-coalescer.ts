/**
 * Serialises the writes of one file and folds a burst of requests into one write.
 *
 * A write starts at the end of the event loop's turn in which it was first requested, so every request
 * of that turn joins it: requests whose bodies arrived together are committed with one append. A
 * request made while a write runs cannot join it: that write's content was produced before the
 * request's change. It joins the single queued write instead, which starts when the running one ends
 * and produces its content then, so it holds every change requested so far. lowdb's writer (steno)
 * would also keep only the latest content, but it needs that content at each call, which would
 * serialise the whole state once per request; here it is serialised once per write.
 */
const ignore = (): void => {};

export class WriteCoalescer {
  readonly #write: () => Promise<void>;
  #running: Promise<void> | undefined;
  #queued: Promise<void> | undefined;
  /** A write that will start at the end of this turn of the event loop, not yet started. */
  #starting: Promise<void> | undefined;

  constructor(write: () => Promise<void>) {
    this.#write = write;
  }

  /** Resolves after a write that started after this call has finished; rejects if that write failed. */
  request(): Promise<void> {
    if (this.#starting) return this.#starting;
    if (this.#queued) return this.#queued;
    if (!this.#running) return this.#start();
    const queued = this.#running.then(ignore, ignore).then(() => {
      this.#queued = undefined;
      return this.#start();
    });
    this.#queued = queued;
    return queued;
  }

  /** Resolves once no write is running or queued, whether the writes succeeded or not. */
  async idle(): Promise<void> {
    for (let next = this.#queued ?? this.#running; next; next = this.#queued ?? this.#running) {
      await next.then(ignore, ignore);
    }
  }

  #start(): Promise<void> {
    // The write produces its content when it starts, so it holds every change requested before then.
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => {
        this.#starting = undefined;
        return this.#write();
      })
      .finally(() => {
        if (this.#running === running) this.#running = undefined;
      });
    this.#running = running;
    this.#starting = running;
    return running;
  }
}
