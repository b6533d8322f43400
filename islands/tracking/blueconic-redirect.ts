import { sendTrackingEvent } from './send-tracking-event.ts';

/**
 * The query parameter a BlueConic redirect adds to the address it sends the visitor to (BlueConic
 * dialogs and notifications that redirect are set up with `?bcRedirect=<dialog name>`; ADR 0068).
 */
export const blueConicRedirectParam = 'bcRedirect';

/** What a BlueConic redirect's arrival says: the dialog that sent the visitor, or null when the address has no marker. */
export function blueConicRedirectOf(search: string): { dialog: string } | null {
  const value = new URLSearchParams(search).get(blueConicRedirectParam);
  return value === null ? null : { dialog: value.trim().slice(0, 200) };
}

/**
 * Sends blueConicRedirect (spec public §7) when the visitor arrived through a BlueConic redirect,
 * then takes the marker off the address so a reload or a shared link does not count again.
 */
export function trackBlueConicRedirect(): void {
  const redirect = blueConicRedirectOf(location.search);
  if (!redirect) return;
  void sendTrackingEvent('blueConicRedirect', redirect);
  const url = new URL(location.href);
  url.searchParams.delete(blueConicRedirectParam);
  history.replaceState(history.state, '', url);
}
