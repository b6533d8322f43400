import { useMounted } from '../shared/use-mounted.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { RequestResetForm } from './RequestResetForm.tsx';

/** /account/reset-password and the site_user_reset_password block: with the e-mailed `?id=` a new password, else the request for a link. */
export default function ResetPassword() {
  const mounted = useMounted();
  // The page is stored without its query: the link's id is read in the browser.
  const id = mounted ? new URLSearchParams(window.location.search).get('id') : null;
  if (!mounted) return <div className="reset-password" aria-busy="true" />;
  return <div className="reset-password">{id ? <NewPasswordForm id={id} /> : <RequestResetForm />}</div>;
}
