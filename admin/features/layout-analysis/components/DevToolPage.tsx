import type { ReactNode } from 'react';
import { RequirePermission } from '../../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../../shared/shell/PageWrapper.tsx';
import '../layout-analysis.css';

/** A dev tool screen: manage_modules (the engine checks it on every call), a filter panel, a status line. */
export function DevToolPage({
  title,
  panel,
  status,
  children,
}: {
  title: string;
  panel: ReactNode;
  status: string;
  children: ReactNode;
}) {
  return (
    <RequirePermission permissions={['manage_modules']}>
      <PageWrapper title={title} panel={<div className="analysis-filters">{panel}</div>}>
        <p className="list-summary" role="status" aria-live="polite">
          {status}
        </p>
        {children}
      </PageWrapper>
    </RequirePermission>
  );
}
