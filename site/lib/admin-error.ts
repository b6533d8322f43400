/**
 * Spec public §2 "Error screen": errors under the admin paths, or whose message mentions the admin
 * pages, show the simpler admin layout titled Error, without the link home.
 */
export const isAdminError = (path: string, message = '') => /^\/admin(\/|$)/.test(path) || /admin pages/i.test(message);
