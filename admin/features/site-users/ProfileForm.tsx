import { useForm } from 'react-hook-form';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { updateSiteUserProfile, type ProfileValues } from './api/update-site-user-profile.ts';
import type { SiteUserAdmin } from './api/get-site-user-admin.ts';

const emailRule = { pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Enter a valid e-mail address.' } };

/** The names, e-mail and username (updateSiteUserProfileAdmin); the engine's refusals show beside their field. */
export function ProfileForm({ user, onSaved }: { user: SiteUserAdmin; onSaved: () => void }) {
  const form = useForm<ProfileValues>({
    defaultValues: {
      firstName: user.info.firstName ?? '',
      lastName: user.info.lastName ?? '',
      email: user.info.email,
      username: user.info.username,
    },
  });
  const { register, handleSubmit, formState } = form;
  const save = handleSubmit(async (values) => {
    try {
      await updateSiteUserProfile(user.id, values);
      notify.success('Saved the profile.');
      onSaved();
    } catch (error) {
      showEngineErrors(form, error, { fieldOf: (path) => (path in values ? path : null) });
    }
  });
  return (
    <form onSubmit={save} noValidate aria-labelledby="site-user-profile">
      <h2 id="site-user-profile">Profile</h2>
      <TextField label="First name" registration={register('firstName')} error={formState.errors.firstName} />
      <TextField label="Last name" registration={register('lastName')} error={formState.errors.lastName} />
      <TextField
        label="E-mail"
        type="email"
        registration={register('email', { required: 'Field is required', ...emailRule })}
        error={formState.errors.email}
      />
      <TextField
        label="Username"
        registration={register('username', { required: 'Field is required' })}
        error={formState.errors.username}
        hint="A username with @ must be the e-mail address."
      />
      <button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving…' : 'Save profile'}
      </button>
    </form>
  );
}
