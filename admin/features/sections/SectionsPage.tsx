import { useStore } from '@nanostores/react';
import { useWebsiteSectionsHierarchy } from '../../shared/api/website-sections-hierarchy.ts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { hasAnyPermission } from '../../../content-engine/shared/permissions.ts';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { $user } from '../../shared/auth/session.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { SectionTree } from './components/SectionTree.tsx';
import { buildSectionTree } from './section-tree.ts';
import './sections.css';

/** /admin/website-sections: the site's section tree (view_site_sections; adding needs manage_site_sections). */
export default function SectionsPage() {
  return (
    <RequirePermission permissions={['view_site_sections', 'manage_site_sections']}>
      <Sections />
    </RequirePermission>
  );
}

function Sections() {
  const user = useStore($user);
  const { data, loading } = useWebsiteSectionsHierarchy({});
  const tree = useMemo(() => buildSectionTree(data?.getWebsiteSectionsHierarchy ?? []), [data]);
  const actions = hasAnyPermission(user, ['manage_site_sections']) ? (
    <Link className="button-link" to="/create-website-section">
      Add section
    </Link>
  ) : undefined;
  return (
    <PageWrapper title="Website sections" actions={actions}>
      {loading && <p role="status">Loading…</p>}
      {!loading && tree.length === 0 && <p>No sections yet.</p>}
      <nav aria-label="Section tree">
        <SectionTree nodes={tree} />
      </nav>
    </PageWrapper>
  );
}
