import { Outlet } from 'react-router';
import { RequireSession } from '../shared/auth/RequireSession.tsx';
import { SiteAccessGate } from '../shared/auth/SiteAccessGate.tsx';
import { NewsTray } from '../features/news/NewsTray.tsx';
import { Toolbar } from '../shared/shell/Toolbar.tsx';

/** Every signed-in screen: toolbar on top, the route's screen below. */
export function AdminLayout() {
  return (
    <RequireSession>
      <SiteAccessGate>
        <Toolbar tray={<NewsTray />} />
        <main id="main">
          <Outlet />
        </main>
      </SiteAccessGate>
    </RequireSession>
  );
}
