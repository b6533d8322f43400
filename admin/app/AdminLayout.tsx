import { Outlet } from 'react-router';
import { RequireSession } from '../features/auth/RequireSession.tsx';
import { SiteAccessGate } from '../features/auth/SiteAccessGate.tsx';
import { Toolbar } from '../features/shell/Toolbar.tsx';

/** Every signed-in screen: toolbar on top, the route's screen below. */
export function AdminLayout() {
  return (
    <RequireSession>
      <SiteAccessGate>
        <Toolbar />
        <main id="main">
          <Outlet />
        </main>
      </SiteAccessGate>
    </RequireSession>
  );
}
