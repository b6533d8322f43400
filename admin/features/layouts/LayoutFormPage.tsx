import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { hasAnyPermission } from '../../../content-engine/shared/permissions.ts';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { $user } from '../../shared/auth/session.ts';
import NotFoundPage from '../../shared/shell/NotFoundPage.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { getLayout, type EditedLayout } from './api/get-layout.ts';
import { LayoutForm } from './form/LayoutForm.tsx';
import './layouts.css';

/**
 * /admin/create-web-layout (manage_site_layouts) and /admin/edit-web-layout/:id (view_site_layouts
 * reads it, manage_site_layouts saves it).
 */
export default function LayoutFormPage() {
  const { id } = useParams();
  return id === undefined ? (
    <RequirePermission permissions={['manage_site_layouts']}>
      <PageWrapper title="Create layout">
        <LayoutForm layout={null} readOnly={false} savedAt={null} />
      </PageWrapper>
    </RequirePermission>
  ) : (
    <RequirePermission permissions={['view_site_layouts', 'manage_site_layouts']}>
      <EditLayout key={id} id={id} />
    </RequirePermission>
  );
}

function EditLayout({ id }: { id: string }) {
  const user = useStore($user);
  const location = useLocation();
  const [layout, setLayout] = useState<EditedLayout | null>(null);
  const [missing, setMissing] = useState(false);
  const valid = /^\d+$/.test(id);
  useEffect(() => {
    if (!valid) return;
    getLayout(Number(id)).then(setLayout, (error: Error) => {
      notify.error(error.message);
      setMissing(true);
    });
  }, [id, valid]);
  if (!valid || missing) return <NotFoundPage />;
  if (!layout)
    return (
      <PageWrapper title="Edit layout">
        <p role="status">Loading…</p>
      </PageWrapper>
    );
  // A new layout's first save continues here: the save time travels with it.
  const savedAt = (location.state as { savedAt?: number } | null)?.savedAt ?? null;
  const readOnly = !hasAnyPermission(user, ['manage_site_layouts']);
  return (
    <PageWrapper title={`${readOnly ? 'Layout' : 'Edit layout'}: ${layout.name}`}>
      <LayoutForm layout={layout} readOnly={readOnly} savedAt={savedAt} />
    </PageWrapper>
  );
}
