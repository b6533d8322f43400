import { atom } from 'nanostores';

/** The admin's runtime configuration, served by the engine at /admin/config.json (from its environment). */
export interface AdminConfig {
  /** Single sign-on page: signing in without a token goes there with `redirect`; null uses the local login page. */
  signInUrl: string | null;
  /** Where logout also signs out of the single sign-on; null when there is none. */
  signOutUrl: string | null;
  /** Developer tools mode: the server selector and cookie overrides (spec admin §2, §7). */
  devTools: boolean;
  /** The external editorial resource of the account menu. */
  editorialResourceUrl: string | null;
  /** The server selector's dev and UIUX endpoints (null: not offered). */
  devEndpoint: string | null;
  uiuxEndpoint: string | null;
  /** The one tenant whose Create New list shows the apparatus and in-quarters types. */
  tenantOnlyTypesTenant: string | null;
}

export const defaultAdminConfig: AdminConfig = {
  signInUrl: null,
  signOutUrl: null,
  devTools: false,
  editorialResourceUrl: null,
  devEndpoint: null,
  uiuxEndpoint: null,
  tenantOnlyTypesTenant: null,
};

export const $adminConfig = atom<AdminConfig>(defaultAdminConfig);

/** Loads the configuration once at start; the defaults stand when it cannot be read. */
export async function loadAdminConfig(): Promise<AdminConfig> {
  try {
    const response = await fetch('/admin/config.json', { headers: { accept: 'application/json' } });
    if (response.ok) $adminConfig.set({ ...defaultAdminConfig, ...((await response.json()) as Partial<AdminConfig>) });
  } catch {
    // Offline or an old server: the local login page and no dev tools.
  }
  return $adminConfig.get();
}

/** The single sign-on address for this page: the configured URL with `redirect` back here. */
export const signInRedirect = (signInUrl: string, back: string) =>
  `${signInUrl}${signInUrl.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(back)}`;
