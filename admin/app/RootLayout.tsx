import { Outlet } from 'react-router';
import { Toasts } from '../../content-engine/client/toasts.tsx';
import { BuildUpdatePrompt } from '../shared/build-update/BuildUpdatePrompt.tsx';

/** The whole app: toasts and the new-build prompt survive navigation because they sit above every route. */
export function RootLayout() {
  return (
    <>
      <BuildUpdatePrompt />
      <Outlet />
      <Toasts />
    </>
  );
}
