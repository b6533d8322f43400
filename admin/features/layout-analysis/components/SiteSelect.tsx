import { useStore } from '@nanostores/react';
import { $site } from '../../../shared/shell/site-context.ts';

/** "All my sites" or one of the sites the user may manage; '' is all. */
export function SiteSelect({ value, onChange }: { value: string; onChange: (site: string) => void }) {
  const site = useStore($site);
  return (
    <div className="field">
      <label htmlFor="analysis-site">Site</label>
      <select id="analysis-site" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All my sites</option>
        {(site?.tenants ?? []).map((tenant) => (
          <option key={tenant.tenantKey} value={tenant.tenantKey}>
            {tenant.name}
          </option>
        ))}
      </select>
    </div>
  );
}
