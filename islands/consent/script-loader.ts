import type { ConsentCategory } from '../../content-engine/shared/consent-categories.ts';
import type { ThirdPartyScript } from '../../content-engine/shared/third-party-scripts.ts';

export interface ScriptLoaderDeps {
  /** Sets the script's globals up (command queues, account ids) and adds its script element. */
  load(script: ThirdPartyScript): void;
  /** Tells the script about this page (fbq PageView, a dataLayer event…). */
  trackPage(script: ThirdPartyScript): void;
}

/**
 * Loads each script once, when its category is first allowed, and tracks the page once per
 * script (spec public §4). Call the returned function on every consent change; it answers
 * whether a loaded script lost its consent (a loaded script cannot be unloaded: the page reloads).
 */
export function createScriptLoader(scripts: readonly ThirdPartyScript[], { load, trackPage }: ScriptLoaderDeps) {
  const loaded = new Set<string>();
  const tracked = new Set<string>();
  return function applyConsent(allowed: ReadonlySet<ConsentCategory>): { withdrawn: boolean } {
    for (const script of scripts) {
      if (!allowed.has(script.category) || loaded.has(script.id)) continue;
      loaded.add(script.id);
      load(script);
      if (!tracked.has(script.id)) {
        tracked.add(script.id);
        trackPage(script);
      }
    }
    return { withdrawn: scripts.some((script) => loaded.has(script.id) && !allowed.has(script.category)) };
  };
}
