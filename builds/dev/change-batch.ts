/**
 * Collects changed paths until none came for `quietMs`, then hands them over at once: an editor's
 * save (write, rename, chmod) or a branch switch is one rebuild, not dozens.
 */
export function createChangeBatch({
  quietMs,
  onBatch,
}: {
  quietMs: number;
  onBatch: (paths: string[], firstChangeAt: number) => void;
}) {
  let paths = new Set<string>();
  let firstAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const batch = [...paths];
    paths = new Set();
    if (batch.length) onBatch(batch, firstAt);
  };
  return {
    add(path: string) {
      if (!paths.size) firstAt = Date.now();
      paths.add(path);
      clearTimeout(timer);
      timer = setTimeout(flush, quietMs);
    },
    /** Drops what waits (the server is stopping). */
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      paths = new Set();
    },
  };
}
