import { useMemo } from 'react';
import { useSiteSettingsPayload } from './api/get-site-settings-payload.ts';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { MenuEditor } from './MenuEditor.tsx';
import { menusOf, menuTypes } from './menu-types.ts';
import './menus.css';

/** /admin/menus: every menu type of the site, each a list of links (manage_menus). */
export default function MenusPage() {
  return (
    <RequirePermission permissions={['manage_menus']}>
      <Menus />
    </RequirePermission>
  );
}

function Menus() {
  const { data, loading } = useSiteSettingsPayload();
  const menus = useMemo(() => menusOf(data?.getSiteSettingsPayload.payload ?? null), [data]);
  return (
    <PageWrapper title="Menus">
      {loading ? (
        <p role="status">Loading…</p>
      ) : (
        <div className="menu-editors">
          {menuTypes.map(({ key, label }) => (
            <MenuEditor key={key} menu={key} label={label} links={menus[key]} />
          ))}
        </div>
      )}
    </PageWrapper>
  );
}
