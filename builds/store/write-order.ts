/** How many keys the order tracks before it first looks for ones it can forget. */
const firstPruneAt = 1024;

/**
 * Keeps the writes of one page in the order their renders started. Two jobs may render a page at
 * once (a publish beside a full build or a long tail): the render that started later read the
 * newer data, so an earlier render that finishes last must not overwrite it.
 *
 * A key's entry is needed only while a render that started before its write is still running
 * (only such a render could be refused, or asked whether it was overtaken): settled entries older
 * than every running render are forgotten, so the order holds what is in flight, not every page
 * the process ever wrote.
 */
export function createWriteOrder() {
  let next = 0;
  const latest = new Map<string, { seq: number; settled: boolean; done: Promise<unknown> }>();
  // Numbers go in rising, so the oldest running render is the first in the set.
  const running = new Set<number>();
  let pruneAt = firstPruneAt;

  function prune() {
    const oldest = running.values().next().value ?? Infinity;
    for (const [key, entry] of latest) if (entry.settled && entry.seq < oldest) latest.delete(key);
    pruneAt = Math.max(firstPruneAt, 2 * latest.size);
  }

  /** Numbers a render as it starts; `end()` when it has written or given up (what `numbered` does). */
  function begin() {
    const seq = ++next;
    running.add(seq);
    return {
      seq,
      end() {
        running.delete(seq);
        if (latest.size >= pruneAt) prune();
      },
    };
  }

  return {
    begin,
    /**
     * Runs a render numbered as it starts: its writes and the question whether it was overtaken
     * name the number, and the order knows when it is over.
     */
    async numbered<T>(render: (seq: number) => Promise<T>): Promise<T> {
      const { seq, end } = begin();
      try {
        return await render(seq);
      } finally {
        end();
      }
    },
    /**
     * Whether a render that started after `seq` has written the key or is writing it: what the
     * render numbered `seq` wrote is no longer the key's, so it must not be recorded either. Asked
     * while the render numbered `seq` is running.
     */
    superseded: (key: string, seq: number) => (latest.get(key)?.seq ?? 0) > seq,
    /**
     * Runs `write` for the render numbered `seq`, after any write of the key already under way;
     * skips it (undefined) when a render that started later has written or is writing the key.
     */
    async write<T>(key: string, seq: number, write: () => Promise<T>): Promise<T | undefined> {
      const previous = latest.get(key);
      if (previous && previous.seq > seq) return undefined;
      const entry = { seq, settled: false, done: (previous?.done ?? Promise.resolve()).catch(() => {}).then(write) };
      latest.set(key, entry);
      void entry.done.finally(() => (entry.settled = true)).catch(() => {});
      return entry.done;
    },
    /** How many keys the order tracks now. */
    get size() {
      return latest.size;
    },
  };
}
