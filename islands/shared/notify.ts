import type { notify as toastNotify } from '../../content-engine/client/toasts.tsx';

type Notify = typeof toastNotify;
let host: Promise<Notify> | null = null;

function show(kind: keyof Notify, message: string) {
  host ??= import('./toast-host.tsx').then(({ toastHost }) => toastHost());
  void host.then((notify) => notify[kind](message));
}

/**
 * Toasts for islands that sit on every page (account menu, newsletter toggles): the toast library
 * (≈ 21 KB gzip) loads with the first toast, with a container when the page has none, so it is
 * never part of a page's JavaScript before interaction.
 */
export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
