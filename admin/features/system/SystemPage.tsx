import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { hasAnyPermission } from '../../../content-engine/shared/permissions.ts';
import { SystemStatusDocument } from '../../../content-engine/documents/generated/query/system/systemStatus.ts';
import { $user } from '../../shared/auth/session.ts';
import { useApiQuery } from '../../shared/api/use-api-query.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { ErrorsSection } from './components/ErrorsSection.tsx';
import { HealthSection } from './components/HealthSection.tsx';
import { JobsSection } from './components/JobsSection.tsx';
import { SitesSection } from './components/SitesSection.tsx';
import { VersionsSection } from './components/VersionsSection.tsx';
import './system.css';

/** /admin/system (manage_modules; the engine checks it too): versions, health, builds, jobs and errors. */
export default function SystemPage() {
  const user = useStore($user);
  if (!hasAnyPermission(user, ['manage_modules'])) {
    return (
      <PageWrapper title="System">
        <p role="alert">You do not have permission to view the system screen.</p>
      </PageWrapper>
    );
  }
  return <SystemScreen globalUser={Boolean(user?.isGlobal)} />;
}

function SystemScreen({ globalUser }: { globalUser: boolean }) {
  const status = useApiQuery(SystemStatusDocument, {});
  // Bumped when a job is started, retried or cancelled: the sections re-read.
  const [changes, setChanges] = useState(0);
  const changed = () => {
    setChanges((n) => n + 1);
    status.reload();
  };
  const data = status.data?.systemStatus ?? null;
  return (
    <PageWrapper title="System">
      <div className="system-page">
        <VersionsSection status={data} />
        <HealthSection status={data} loading={status.loading} onRefresh={status.reload} />
        <SitesSection status={data} onChanged={changed} />
        <JobsSection tenants={data?.tenants ?? []} changes={changes} onChanged={changed} />
        {globalUser ? (
          <ErrorsSection />
        ) : (
          <section aria-labelledby="system-errors" className="system-section">
            <h2 id="system-errors">Errors</h2>
            <p>Errors are shown to CMS users of every site only.</p>
          </section>
        )}
      </div>
    </PageWrapper>
  );
}
