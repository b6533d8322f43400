/**
 * Change events: every write operation emits one after it commits, with the dependency tags of
 * what changed (content:ID, section:ID, type:T, layout:ID, settings, redirects…). The build
 * pipeline and the caches subscribe.
 */
export interface ChangeEvent {
  tenantKey: string;
  kind: string;
  tags: string[];
  at: number;
}

export type ChangeListener = (event: ChangeEvent) => void | Promise<void>;

export interface EventBus {
  emit(event: ChangeEvent): void;
  subscribe(listener: ChangeListener): () => void;
}

export function createEventBus(onListenerError: (error: unknown) => void = () => {}): EventBus {
  const listeners = new Set<ChangeListener>();
  return {
    emit(event) {
      for (const listener of listeners) {
        Promise.resolve()
          .then(() => listener(event))
          .catch(onListenerError);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
