import type { ReactNode } from 'react';

/** One anchored section of the account page (spec public §2: /account#update-profile, …). */
export function AccountSection({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <section className="account-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** Shown where a simulated session cannot change something. */
export function SimulatedNotice() {
  return (
    <p className="simulated-notice" role="note">
      This is a simulated session: the password, username and e-mail address cannot be changed.
    </p>
  );
}
