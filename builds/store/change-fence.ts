import { tagsMatching } from '../../content-engine/core/change-tags.ts';
import type { EventBus } from '../../content-engine/core/events.ts';

interface SeenChange {
  n: number;
  tenantKey: string;
  /** The page tags the change meets, or null for one relayed without its tags (it meets every page). */
  meets: ReadonlySet<string> | null;
}

export interface ChangeFence {
  /** A mark to take as a render starts. */
  mark(): number;
  /**
   * Whether a change of the tenant that meets a page with these tags (any page, without tags: a
   * 404 or a redirect) has arrived since the mark: the render may show data from before it.
   */
  changedSince(tenantKey: string, mark: number, pageTags?: readonly string[]): boolean;
  stop(): void;
}

/**
 * Changes seen while renders run, from this process and, through the change relay, from the others
 * (ADR 0089). The store's write order keeps a page's renders in order within one process; a render
 * in another worker process is outside it. A render that a change meeting its page overtook is
 * rendered again before it is written, so a full build on one worker never writes a page older
 * than a publish another worker has just written: the change reaches every process before the
 * publish's job can be claimed, rendered and written. Keeps the last `keep` changes; a mark older
 * than those counts as changed.
 */
export function createChangeFence(events: EventBus, { keep = 2_000 }: { keep?: number } = {}): ChangeFence {
  let seen = 0;
  const recent: SeenChange[] = [];
  const stop = events.subscribe((event) => {
    seen++;
    const relayedWithoutTags = (event as { allTags?: boolean }).allTags === true;
    recent.push({
      n: seen,
      tenantKey: event.tenantKey,
      meets: relayedWithoutTags ? null : new Set(tagsMatching(event.tags)),
    });
    if (recent.length > keep) recent.shift();
  });
  return {
    mark: () => seen,
    changedSince(tenantKey, mark, pageTags) {
      if (seen === mark) return false;
      if ((recent[0]?.n ?? seen + 1) > mark + 1) return true;
      for (let i = recent.length - 1; i >= 0 && recent[i]!.n > mark; i--) {
        const change = recent[i]!;
        if (change.tenantKey !== tenantKey) continue;
        if (!change.meets || !pageTags?.length || pageTags.some((tag) => change.meets!.has(tag))) return true;
      }
      return false;
    },
    stop,
  };
}
