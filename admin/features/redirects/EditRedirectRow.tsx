import { useForm } from 'react-hook-form';
import { notify } from '../../../content-engine/client/toasts.tsx';
import type { RedirectItem } from './api/redirect-stream.ts';
import { updateRedirect } from './api/update-redirect.ts';
import { RedirectFields, showRedirectError, type RedirectFormValues } from './RedirectFields.tsx';

/** A redirect row opened for editing: from and to, saved through updateRedirect (the engine validates as on create). */
export function EditRedirectRow({ redirect, onDone }: { redirect: RedirectItem; onDone: (saved: boolean) => void }) {
  const form = useForm<RedirectFormValues>({ defaultValues: { from: redirect.from, to: redirect.to } });
  const save = form.handleSubmit(async (values) => {
    try {
      const saved = await updateRedirect({ id: redirect.id, from: values.from.trim(), to: values.to.trim() });
      notify.success(`Redirect from ${saved.from} saved.`);
      onDone(true);
    } catch (error) {
      showRedirectError(form, error);
    }
  });
  return (
    <tr>
      <td colSpan={4}>
        <form
          className="inline-form"
          aria-label={`Edit the redirect from ${redirect.from}`}
          noValidate
          onSubmit={(event) => void save(event)}
        >
          <RedirectFields form={form} />
          <div className="editor-actions">
            <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
              Save
            </button>
            <button type="button" onClick={() => onDone(false)}>
              Cancel
            </button>
          </div>
        </form>
      </td>
    </tr>
  );
}
