import { createRoot } from 'react-dom/client';
import { notify, Toasts } from '../../content-engine/client/toasts.tsx';

/** Mounts the toast container once when the page has none (site-user pages render their own), then gives the notifier. */
export function toastHost() {
  if (!document.querySelector('.Toastify')) {
    const element = document.createElement('div');
    element.className = 'toast-host';
    document.body.append(element);
    createRoot(element).render(<Toasts />);
  }
  return notify;
}
