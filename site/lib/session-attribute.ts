import { $session } from '../../islands/session/session-store.ts';
import { sessionAttribute } from './audience.ts';

/** Keeps `<html data-session>` true to the site-user session once it is known (login, logout, a dead token). */
export function followSession(root: HTMLElement = document.documentElement) {
  return $session.subscribe((session) => {
    if (session.status === 'member') root.setAttribute(sessionAttribute, 'member');
    else if (session.status === 'anonymous') root.removeAttribute(sessionAttribute);
  });
}
