import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { $site } from '../shell/site-context.ts';
import { $user } from './session.ts';

/**
 * A site-specific user on a site outside their list sees that, and nothing of the site (the
 * server refuses their calls there as well).
 */
export function SiteAccessGate({ children }: { children: ReactNode }) {
  const user = useStore($user);
  const site = useStore($site);
  const tenant = site?.tenant;
  if (!user || !tenant || user.isGlobal || user.tenants.includes(tenant.tenantKey)) return <>{children}</>;
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="no-access-title">
        <h1 id="no-access-title">No access to {tenant.name}</h1>
        <p>Your account manages other sites: {user.tenants.join(', ') || 'none'}.</p>
        <a href="/admin/logout">Sign in as someone else</a>
      </section>
    </main>
  );
}
