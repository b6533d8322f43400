/**
 * Keeps the writes of one page in the order their renders started. Two jobs may render a page at
 * once (a publish beside a full build or a long tail): the render that started later read the
 * newer data, so an earlier render that finishes last must not overwrite it.
 */
export function createWriteOrder() {
  let next = 0;
  const latest = new Map<string, { seq: number; done: Promise<unknown> }>();
  return {
    /** Numbers a render as it starts. */
    start: () => ++next,
    /**
     * Whether a render that started after `seq` has written the key or is writing it: what the
     * render numbered `seq` wrote is no longer the key's, so it must not be recorded either.
     */
    superseded: (key: string, seq: number) => (latest.get(key)?.seq ?? 0) > seq,
    /**
     * Runs `write` for the render numbered `seq`, after any write of the key already under way;
     * skips it (undefined) when a render that started later has written or is writing the key.
     */
    async write<T>(key: string, seq: number, write: () => Promise<T>): Promise<T | undefined> {
      const previous = latest.get(key);
      if (previous && previous.seq > seq) return undefined;
      const done = (previous?.done ?? Promise.resolve()).catch(() => {}).then(write);
      latest.set(key, { seq, done });
      return done;
    },
  };
}

/** A stored page's key in the write order. */
export const pageKey = (tenantKey: string, file: string) => `${tenantKey}\n${file}`;

export type WriteOrder = ReturnType<typeof createWriteOrder>;
