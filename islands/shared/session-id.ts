const key = 'masthead.sessionId';

/** A per-tab visit id sent with login and registration (spec public §7 `sessionId`). */
export function sessionId(): string {
  let id = sessionStorage.getItem(key);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(key, id);
  }
  return id;
}
