import { fieldRequired } from '../shared/FormField.tsx';

/** The engine's password policy (content-engine/credentials/passwords.ts), checked before sending; the engine checks again. */
export const minPasswordLength = 10;

export const newPasswordRules = {
  validate: (value: unknown) => {
    if (typeof value !== 'string' || value === '') return fieldRequired;
    return value.length >= minPasswordLength || `The password must be at least ${minPasswordLength} characters long.`;
  },
};

/** The confirmation field must repeat the new password. */
export const repeatsPassword = (newPassword: () => string) => ({
  validate: (value: unknown) => value === newPassword() || 'The passwords do not match.',
});
