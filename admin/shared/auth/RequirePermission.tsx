import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { hasAnyPermission, type Permission } from '../../../content-engine/shared/permissions.ts';
import { PageWrapper } from '../shell/PageWrapper.tsx';
import { $user } from './session.ts';

/** A screen for holders of any of `permissions` (the server enforces the same on every call). */
export function RequirePermission({ permissions, children }: { permissions: Permission[]; children: ReactNode }) {
  const user = useStore($user);
  if (hasAnyPermission(user, permissions)) return <>{children}</>;
  return (
    <PageWrapper title="Not allowed">
      <p role="alert">You do not have permission to use this page.</p>
    </PageWrapper>
  );
}
