import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { createRedirect } from './api/create-redirect.ts';
import { RedirectFields, showRedirectError, type RedirectFormValues } from './RedirectFields.tsx';

/** /admin/create-redirect: from and to required; the engine's validation messages shown by their field. */
export default function CreateRedirectPage() {
  return (
    <RequirePermission permissions={['manage_redirects']}>
      <CreateRedirect />
    </RequirePermission>
  );
}

function CreateRedirect() {
  const navigate = useNavigate();
  const form = useForm<RedirectFormValues>({ defaultValues: { from: '', to: '' } });
  const save = form.handleSubmit(async (values) => {
    try {
      const created = await createRedirect({ from: values.from.trim(), to: values.to.trim() });
      notify.success(`Redirect from ${created.from} created.`);
      void navigate('/redirects');
    } catch (error) {
      showRedirectError(form, error);
    }
  });
  return (
    <PageWrapper title="Create redirect">
      <form className="content-form" noValidate onSubmit={(event) => void save(event)}>
        <RedirectFields form={form} />
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
            Save
          </button>
        </div>
      </form>
    </PageWrapper>
  );
}
