/*
 * An island that fails to start (spec public §8 "Start-up failure: logged as 'Error while mounting
 * app' and handed to the error state"): its hydration throws, so its controls would be dead. The
 * failure is logged with exactly that text (the console: the engine has no client error log) and
 * the island shows a short error state instead of markup that no longer works.
 */

export const mountErrorLog = 'Error while mounting app';
export const mountErrorText = 'This part of the page could not be loaded. Please reload the page to try again.';

/** What the guard touches of an island's element (an `<astro-island>`). */
export interface IslandElement {
  innerHTML: string;
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | null;
}

/** The island's error state: one polite alert in place of its markup, marked for styles and tests. */
export function showMountError(element: IslandElement) {
  element.setAttribute('data-mount-error', '');
  element.innerHTML = `<p role="alert" class="island-error">${mountErrorText}</p>`;
}

type Hydrate<A extends unknown[]> = (...args: A) => Promise<void>;

/** Wraps a renderer's hydrate of one element: a throw is logged and shown, never left half-mounted and silent. */
export function guardIsland<A extends unknown[]>(
  element: IslandElement,
  hydrate: Hydrate<A>,
  log: Pick<Console, 'error'> = console,
): Hydrate<A> {
  return async (...args) => {
    try {
      await hydrate(...args);
    } catch (error) {
      log.error(mountErrorLog, { island: element.getAttribute('component-url') }, error);
      showMountError(element);
    }
  };
}
