import { useStore } from '@nanostores/react';
import { tenantKeyCookie } from '../api/api.ts';
import { writeCookie } from '../../../content-engine/client/cookies.ts';
import { $site } from './site-context.ts';

/** On the main host: choose the site to manage (kept in a cookie; the page reloads). */
export function SitePicker() {
  const site = useStore($site);
  const choose = (key: string) => {
    writeCookie(tenantKeyCookie, key, { days: 365 });
    window.location.reload();
  };
  return (
    <section aria-labelledby="site-picker-title">
      <h2 id="site-picker-title">Choose a site to manage</h2>
      <ul className="site-list">
        {site?.tenants.map((tenant) => (
          <li key={tenant.tenantKey}>
            <button type="button" onClick={() => choose(tenant.tenantKey)}>
              {tenant.name} <small>({tenant.domain})</small>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
