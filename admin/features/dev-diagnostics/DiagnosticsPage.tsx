import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { $user } from '../../shared/auth/session.ts';
import { $site } from '../../shared/shell/site-context.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { pingEngine } from './api/ping-engine.ts';
import { engineEndpoint } from './engine-endpoint.ts';
import './diagnostics.css';

/**
 * /admin/test: what the admin runs as — the signed-in CMS user, the managed site, the user's
 * permissions, this admin bundle's version, the engine endpoint — and a GraphQL ping with its
 * round-trip time. Dev tools: manage_modules.
 */
export default function DiagnosticsPage() {
  return (
    <RequirePermission permissions={['manage_modules']}>
      <Diagnostics />
    </RequirePermission>
  );
}

type Ping =
  | { state: 'idle' }
  | { state: 'pinging' }
  | { state: 'done'; version: string; ms: number }
  | { state: 'failed'; message: string };

function Diagnostics() {
  const user = useStore($user);
  const site = useStore($site);
  const [ping, setPing] = useState<Ping>({ state: 'idle' });
  const run = async () => {
    setPing({ state: 'pinging' });
    try {
      setPing({ state: 'done', ...(await pingEngine()) });
    } catch (error) {
      setPing({ state: 'failed', message: (error as Error).message });
    }
  };
  return (
    <PageWrapper title="Diagnostics">
      <section aria-labelledby="diagnostics-session">
        <h2 id="diagnostics-session">Session</h2>
        <dl className="diagnostics">
          <dt>CMS user</dt>
          <dd>
            {user
              ? `${user.firstName} ${user.lastName} (${user.username}, ${user.email}), id ${user.id}`
              : 'Not signed in'}
          </dd>
          <dt>Role</dt>
          <dd>{user?.role ?? '—'}</dd>
          <dt>Sites</dt>
          <dd>{user?.isGlobal ? 'Every site (global user)' : user?.tenants.join(', ') || 'None'}</dd>
          <dt>Managed site</dt>
          <dd>{site?.tenant ? `${site.tenant.name} (${site.tenant.tenantKey})` : 'None chosen'}</dd>
          <dt>Admin bundle version</dt>
          <dd>{__ADMIN_BUILD__}</dd>
          <dt>Engine endpoint</dt>
          <dd>
            <code>{engineEndpoint()}</code>
          </dd>
        </dl>
      </section>
      <section aria-labelledby="diagnostics-permissions">
        <h2 id="diagnostics-permissions">Permissions ({user?.permissions.length ?? 0})</h2>
        <ul className="diagnostics-permissions">
          {user?.permissions.map((permission) => (
            <li key={permission}>
              <code>{permission}</code>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="diagnostics-ping">
        <h2 id="diagnostics-ping">GraphQL ping</h2>
        <button type="button" className="primary" onClick={() => void run()} disabled={ping.state === 'pinging'}>
          Ping the engine
        </button>
        <p role="status">
          {ping.state === 'pinging' && 'Pinging…'}
          {ping.state === 'done' && `Engine ${ping.version} answered in ${ping.ms} ms.`}
          {ping.state === 'failed' && `The ping failed: ${ping.message}`}
        </p>
      </section>
    </PageWrapper>
  );
}
