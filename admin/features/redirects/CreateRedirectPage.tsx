import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TextField } from '../../app/forms/TextField.tsx';
import { required } from '../../app/forms/required.ts';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../auth/RequirePermission.tsx';
import { PageWrapper } from '../shell/PageWrapper.tsx';
import { createRedirect } from './api/redirect-api.ts';
import { fieldErrorOf } from './field-errors.ts';

interface RedirectFormValues {
  from: string;
  to: string;
}

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
  const { register, handleSubmit, setError, formState } = useForm<RedirectFormValues>({ defaultValues: { from: '', to: '' } });
  const save = handleSubmit(async (values) => {
    try {
      const created = await createRedirect({ from: values.from.trim(), to: values.to.trim() });
      notify.success(`Redirect from ${created.from} created.`);
      void navigate('/redirects');
    } catch (error) {
      const message = (error as Error).message;
      const fieldError = fieldErrorOf(message, ['from', 'to'] as const);
      if (fieldError) setError(fieldError.field, { type: 'server', message: fieldError.message });
      else notify.error(message);
    }
  });
  return (
    <PageWrapper title="Create redirect">
      <form className="content-form" noValidate onSubmit={(event) => void save(event)}>
        <TextField label="From" registration={register('from', required)} error={formState.errors.from} hint="A path on this site, starting with /." />
        <TextField label="To" registration={register('to', required)} error={formState.errors.to} hint="A path starting with / or an absolute http(s) URL." />
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={formState.isSubmitting}>
            Save
          </button>
        </div>
      </form>
    </PageWrapper>
  );
}
