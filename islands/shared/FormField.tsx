import type { ReactNode } from 'react';
import { sameSitePathOr } from '../../content-engine/shared/redirect-target.ts';
import { splitEmailAddresses } from '../../content-engine/shared/customer-service.ts';

interface Props {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}

/** A labelled field with its required asterisk and error (spec public §2 "generic form field renderer"). */
export function FormField({ id, label, required = false, error, children }: Props) {
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form's outcome box: an error or a success message; with `mailtoLinks` the error's e-mail addresses are mailto links. */
export function FormMessage({
  error,
  success,
  mailtoLinks = false,
}: {
  error?: string | null;
  success?: string | null;
  mailtoLinks?: boolean;
}) {
  if (error)
    return (
      <div className="form-message form-error" role="alert">
        {mailtoLinks
          ? splitEmailAddresses(error).map((part, index) =>
              part.email ? (
                <a key={index} href={`mailto:${part.email}`}>
                  {part.text}
                </a>
              ) : (
                part.text
              ),
            )
          : error}
      </div>
    );
  if (success)
    return (
      <div className="form-message form-success" role="status">
        {success}
      </div>
    );
  return null;
}

export const fieldRequired = 'Field is required';

/** Required text (spec public §5): empty or whitespace only is invalid. */
export const requiredText = {
  validate: (value: unknown) => (typeof value === 'string' && value.trim() !== '') || fieldRequired,
};

/** Only same-site paths (the one redirect-target check): an open redirect would send a fresh session anywhere. */
export const safeRedirect = (target: string | null, fallback = '/') =>
  sameSitePathOr(target, fallback, { origin: globalThis.location?.origin });
