/** How often open tabs ask whether a new admin build was deployed (spec admin §9). */
export const buildUpdateCheckMs = 60 * 60 * 1000;

/** The build this tab runs: the server writes it into index.html (content-engine/server/admin-route.ts). */
export function loadedAdminVersion(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="masthead-admin-version"]')?.content || null;
}

/** The build the server serves now, or null when it cannot be asked (offline, a server restarting). */
export async function deployedAdminVersion(fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetcher('/admin/version.json', { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}
