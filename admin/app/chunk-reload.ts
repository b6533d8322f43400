const guardMs = 10_000;
const key = (path: string) => `masthead.chunkReload:${path}`;

/**
 * A screen's chunk that fails to load (a deploy replaced it) reloads the page, at most once per
 * 10 seconds per path (spec admin §8); a second failure within that time is shown as an error.
 */
export async function reloadAfterChunkFailure<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const path = window.location.pathname;
    const last = Number(sessionStorage.getItem(key(path))) || 0;
    if (Date.now() - last > guardMs) {
      sessionStorage.setItem(key(path), String(Date.now()));
      window.location.reload();
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}
