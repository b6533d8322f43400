/** Runs `task` when the page is idle, at most 2 s from now (as Astro's `client:idle`); at once where the browser has no idle callbacks. */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 1);
}
