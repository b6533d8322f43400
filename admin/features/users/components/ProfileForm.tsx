import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { required } from '../../../shared/ui/forms/required.ts';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { $user, type CmsUser } from '../../../shared/auth/session.ts';
import { updateOwnProfile } from '../api/update-own-profile.ts';

/** The own names; the username and e-mail are shown read-only. */
export function ProfileForm({ user }: { user: CmsUser }) {
  const form = useForm({ defaultValues: { firstName: user.firstName, lastName: user.lastName } });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ firstName, lastName }) => {
    setFailure(null);
    try {
      const saved = await updateOwnProfile({ firstName: firstName.trim(), lastName: lastName.trim() });
      $user.set(saved);
      form.reset({ firstName: saved.firstName, lastName: saved.lastName });
      notify.success('Your profile has been saved.');
    } catch (error) {
      setFailure((error as Error).message);
    }
  });
  return (
    <form className="users-form" onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="field">
        <label htmlFor="profile-username">Username</label>
        <input id="profile-username" value={user.username} readOnly aria-describedby="profile-username-hint" />
        <small id="profile-username-hint">The username cannot be changed.</small>
      </div>
      <div className="field">
        <label htmlFor="profile-email">E-mail</label>
        <input id="profile-email" value={user.email} readOnly />
      </div>
      <TextField
        label="First name"
        autoComplete="given-name"
        registration={form.register('firstName', required)}
        error={errors.firstName}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        registration={form.register('lastName', required)}
        error={errors.lastName}
      />
      <div className="users-actions">
        <button type="submit" className="primary" disabled={isSubmitting}>
          Save profile
        </button>
      </div>
    </form>
  );
}
