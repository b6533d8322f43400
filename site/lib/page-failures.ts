/**
 * One failing part never takes a page down (spec public §8, ADR 67): a block whose loader or
 * renderer throws, or whose content query failed in the engine, is left out of the page and named
 * here. The page still renders 200, but the renderer (builds/render/page-renderer.ts) neither
 * stores nor caches it, so the next request tries again instead of freezing the gap.
 */
export function recordFailure(
  locals: { failures?: string[]; failureErrors?: { part: string; error: unknown }[] },
  part: string,
  error?: unknown,
): void {
  (locals.failures ??= []).push(part);
  if (error === undefined) return;
  console.error(`page part failed: ${part}`, error);
  (locals.failureErrors ??= []).push({ part, error });
}
