import { normaliseTags, type ChangeTag } from './change-tags.ts';

/**
 * Change events: every write operation emits one after it commits, with the dependency tags of
 * what changed (made and parsed by `change-tags.ts`). The build pipeline and the caches subscribe.
 */
/**
 * What changed. The memos and caches listen by kind: `content`, `section`, `layout`,
 * `settings`, `menus`, `redirect`, `issue`, `publication`, `tenant`, `site_license`, `membership`.
 */
export type ChangeKind =
  | 'content'
  | 'asset'
  | 'person'
  | 'section'
  | 'layout'
  | 'settings'
  | 'menus'
  | 'redirect'
  | 'issue'
  | 'publication'
  | 'tenant'
  | 'site_license'
  | 'membership'
  | 'ad_unit'
  | 'house_ad_creative'
  | 'newsletter_template'
  | 'newsletter_campaign'
  | 'newsletter_ad';

/**
 * A committed change and its dependency tags (`change-tags.ts` lists the kinds): what a rendered
 * page may depend on, and `path:` for a path that stopped existing, so the build pipeline can
 * regenerate or retire it.
 */
export interface ChangeEvent {
  tenantKey: string;
  kind: ChangeKind;
  tags: ChangeTag[];
  at: number;
}

export type ChangeListener = (event: ChangeEvent) => void | Promise<void>;

/**
 * `any` (the default): the changes of this process and those the change relay brings from the
 * others (ADR 0081) — what caches listen to. `local`: only this process's own — what acts on a
 * change once (queueing its builds, following syndicated copies), so N processes do not act N times.
 */
export type ChangeOrigin = 'any' | 'local';

export interface EventBus {
  emit(event: ChangeEvent): void;
  subscribe(listener: ChangeListener, options?: { origin?: ChangeOrigin }): () => void;
}

/** The process's bus: it also tells when the listeners of what was emitted have finished. */
export interface SettlingEventBus extends EventBus {
  /**
   * Resolves once every listener of the events emitted so far (and of those they emit) has
   * finished: what a test waits for after a change, instead of a pause that a busy machine outlasts.
   */
  settled(): Promise<void>;
  /** Delivers another process's change (from the change relay) to the listeners of `any` origin. */
  receive(event: ChangeEvent): void;
}

export function createEventBus(onListenerError: (error: unknown) => void = () => {}): SettlingEventBus {
  const listeners = new Map<ChangeListener, ChangeOrigin>();
  const running = new Set<Promise<void>>();
  const deliver = (event: ChangeEvent, remote: boolean) => {
    for (const [listener, origin] of listeners) {
      if (remote && origin === 'local') continue;
      const run = Promise.resolve()
        .then(() => listener(event))
        .catch(onListenerError)
        .finally(() => running.delete(run));
      running.add(run);
    }
  };
  return {
    emit: (event) => deliver(event, false),
    receive: (event) => deliver(event, true),
    subscribe(listener, { origin = 'any' } = {}) {
      listeners.set(listener, origin);
      return () => listeners.delete(listener);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

/** Emits a change after its transaction committed; tags are de-duplicated and sorted. */
export function emitChange(
  ctx: { events: EventBus; now: () => number },
  tenantKey: string,
  kind: ChangeKind,
  tags: Iterable<ChangeTag>,
) {
  ctx.events.emit({ tenantKey, kind, tags: normaliseTags(tags), at: ctx.now() });
}
