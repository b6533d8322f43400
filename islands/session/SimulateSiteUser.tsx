import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { cmsUserSignedIn } from '../../content-engine/client/cookies.ts';
import { notify } from '../../content-engine/client/toasts.tsx';
import { FormField, requiredText } from '../shared/FormField.tsx';
import { useMounted } from '../shared/use-mounted.ts';
import { simulateSiteUser } from './session-store.ts';
import { SubmitButton } from '../shared/SubmitButton.tsx';

/**
 * Editors with manage_site_users act as a site user for a day (spec public §4, admin §4): shown
 * only to a browser signed in to the admin; the engine checks the permission. Success and failure
 * are toasts (the failure carries the server's message).
 */
export default function SimulateSiteUser() {
  const mounted = useMounted();
  const [open, setOpen] = useState(false);
  const { register, handleSubmit, formState } = useForm<{ username: string }>({ defaultValues: { username: '' } });
  if (!mounted || !cmsUserSignedIn()) return null;

  const submit = handleSubmit(async ({ username }) => {
    try {
      await simulateSiteUser(username.trim());
      notify.success(`You are now simulating ${username.trim()} for one day.`);
    } catch (error) {
      notify.error((error as Error).message);
    }
  });

  return (
    <section className="simulate-site-user" aria-label="Simulate a site user">
      {!open ? (
        <button type="button" className="link-button" onClick={() => setOpen(true)}>
          Simulate a site user
        </button>
      ) : (
        <form onSubmit={submit} noValidate>
          <h2>Simulate a site user</h2>
          <FormField
            id="simulate-username"
            label="Site user's username or email"
            required
            error={formState.errors.username?.message}
          >
            <input id="simulate-username" type="text" autoComplete="off" {...register('username', requiredText)} />
          </FormField>
          <SubmitButton busy={formState.isSubmitting} label="Simulate" busyLabel="Starting…" />
        </form>
      )}
    </section>
  );
}
