import { Outlet } from 'react-router';
import { Toasts } from '../../content-engine/client/toasts.tsx';

/** The whole app: toasts survive navigation because the container sits above every route. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toasts />
    </>
  );
}
