import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { hasAnyPermission } from '../../../content-engine/shared/permissions.ts';
import { $adminConfig } from '../admin-config.ts';
import { endpointCookie, tenantKeyCookie } from '../api/api.ts';
import { writeCookie } from '../../../content-engine/client/cookies.ts';
import { $user } from '../auth/session.ts';
import { $site, type TenantInfo } from './site-context.ts';

interface ServerEnvironment {
  name: 'local' | 'dev' | 'UIUX' | 'prod';
  badge: 'Loc' | 'Dev' | 'UIUX' | 'Prod';
  /** The endpoint for a tenant ('' is this server); null when the environment is not configured. */
  endpoint: (tenant: TenantInfo) => string | null;
}

/** Local is this server; dev and UIUX come from ADMIN_DEV_ENDPOINT / ADMIN_UIUX_ENDPOINT (/admin/config.json); prod is each tenant's prodEndpoint. */
export const serverEnvironments: ServerEnvironment[] = [
  { name: 'local', badge: 'Loc', endpoint: () => '' },
  { name: 'dev', badge: 'Dev', endpoint: () => $adminConfig.get().devEndpoint },
  { name: 'UIUX', badge: 'UIUX', endpoint: () => $adminConfig.get().uiuxEndpoint },
  { name: 'prod', badge: 'Prod', endpoint: (tenant) => tenant.prodEndpoint || null },
];

function choose(endpoint: string, tenantKey: string) {
  writeCookie(endpointCookie, endpoint, { days: 365 });
  writeCookie(tenantKeyCookie, tenantKey, { days: 365 });
  window.location.reload();
}

/** Dev tools only (manage_modules and ADMIN_DEV_TOOLS): tenants per environment; choosing one sets the cookies and reloads. */
export function ServerSelector() {
  const site = useStore($site);
  const user = useStore($user);
  const [open, setOpen] = useState(false);
  if (!site?.menu.devTools || !hasAnyPermission(user, ['manage_modules'])) return null;
  return (
    <div className="server-selector">
      <button
        type="button"
        className="toolbar-button"
        aria-expanded={open}
        aria-controls="server-selector-panel"
        onClick={() => setOpen(!open)}
      >
        Server
      </button>
      {open && (
        <div id="server-selector-panel" className="flyout-menu" role="group" aria-label="Servers">
          {serverEnvironments.map((environment) => (
            <section key={environment.name} aria-label={`${environment.name} environment`}>
              <h2 className="server-environment">{environment.name}</h2>
              <ul>
                {site.tenants.map((tenant) => {
                  const endpoint = environment.endpoint(tenant);
                  if (endpoint === null) return null;
                  return (
                    <li key={tenant.tenantKey}>
                      <button type="button" onClick={() => choose(endpoint, tenant.tenantKey)}>
                        {tenant.name} <span className="badge">{environment.badge}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
