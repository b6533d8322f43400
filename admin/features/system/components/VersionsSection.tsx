import { useEffect, useState } from 'react';
import type { SystemStatusQuery } from '../../../../content-engine/documents/generated/query/system/systemStatus.ts';

type Status = SystemStatusQuery['systemStatus'];

/** The server's release, the site bundles the workers built with, and the admin bundle (this tab's and the served one). */
export function VersionsSection({ status }: { status: Status | null }) {
  const [served, setServed] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetch('/admin/version.json', { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<{ version?: string }>) : null))
      .then((body) => current && setServed(body?.version ?? null))
      .catch(() => current && setServed(null));
    return () => {
      current = false;
    };
  }, []);
  return (
    <section aria-labelledby="system-versions" className="system-section">
      <h2 id="system-versions">Versions</h2>
      <dl className="system-facts">
        <dt>Server</dt>
        <dd data-testid="server-version">
          {status ? status.serverVersion : '…'}
          {status?.gitCommit ? ` (${status.gitCommit})` : ''}
        </dd>
        <dt>Site bundle</dt>
        <dd data-testid="site-bundle-version">
          {status ? status.siteBundleVersions.join(', ') || 'not recorded by any worker' : '…'}
        </dd>
        <dt>Admin bundle (this tab)</dt>
        <dd>{__ADMIN_BUILD__}</dd>
        <dt>Admin bundle (served)</dt>
        <dd data-testid="admin-bundle-version">{served ?? 'not built (development server)'}</dd>
      </dl>
    </section>
  );
}
