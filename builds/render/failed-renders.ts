/*
 * How many pages this process rendered with failing parts left out since it started (ADR 67):
 * counted where each render ends in this thread (page-renderer.ts), and by the render pool for
 * its worker threads' renders, whose own counts end with them. GET /health reports it.
 */
let failedRenders = 0;

export const failedRenderCount = () => failedRenders;

/** Counts one more render with failed parts; returns the new count. */
export const countFailedRender = () => ++failedRenders;
