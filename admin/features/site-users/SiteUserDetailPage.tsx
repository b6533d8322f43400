import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { formatDateTime } from '../../shared/ui/format.ts';
import { useSiteNewsletters } from './api/get-site-newsletters.ts';
import { useSiteUserAdmin, type SiteUserAdmin } from './api/get-site-user-admin.ts';
import { deleteSiteUser } from './api/delete-site-user.ts';
import { setNewsletter } from './api/set-newsletter.ts';
import { simulateSiteUser } from './api/simulate-site-user.ts';
import { MembershipsSection } from './MembershipsSection.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { fullName } from './site-user-list-query.ts';
import './site-users.css';

/** /admin/site-users/:id: profile, memberships, newsletters, favourites, login history; simulate and delete. */
export default function SiteUserDetailPage() {
  return (
    <RequirePermission permissions={['manage_site_users']}>
      <SiteUserDetail />
    </RequirePermission>
  );
}

const loginKinds = { password: 'Login', registration: 'Registration', simulation: 'Simulation' } as const;

function SiteUserDetail() {
  const id = Number(useParams().id);
  const { data, error, reload } = useSiteUserAdmin(id);
  const user = data?.getSiteUserAdmin;
  const [deleting, setDeleting] = useState(false);
  const navigate = useNavigate();
  if (!user)
    return <PageWrapper title="Site user">{error ? <p role="alert">{error}</p> : <p>Loading…</p>}</PageWrapper>;

  const simulate = async () => {
    try {
      await simulateSiteUser(user.info.username);
      notify.success(`You are now simulating ${user.info.username} for one day.`);
    } catch (failure) {
      notify.error((failure as Error).message);
    }
  };
  const remove = async () => {
    setDeleting(false);
    try {
      await deleteSiteUser(user.id);
      notify.success(`Deleted ${user.info.email}.`);
      void navigate('/site-users');
    } catch (failure) {
      notify.error((failure as Error).message);
    }
  };
  const actions = (
    <>
      <Link className="button-link" to="/site-users">
        Back to site users
      </Link>{' '}
      <button type="button" onClick={() => void simulate()} disabled={user.status !== 'active'}>
        Simulate
      </button>{' '}
      <button type="button" className="danger" onClick={() => setDeleting(true)}>
        Delete site user
      </button>
    </>
  );
  return (
    <PageWrapper title={`Site user ${user.info.email}`} actions={actions}>
      <div className="site-user-detail">
        <dl aria-label="Account">
          <dt>Name</dt>
          <dd>{fullName(user.info) || '—'}</dd>
          <dt>Status</dt>
          <dd>{user.status === 'active' ? 'Active' : 'Pending (registration not completed)'}</dd>
          <dt>Password</dt>
          <dd>{user.hasPassword ? 'Set' : 'Not set (the user sets one with “Forgot password”)'}</dd>
          <dt>Company</dt>
          <dd>{user.info.company || '—'}</dd>
          <dt>Location</dt>
          <dd>
            {[user.info.city, user.info.region, user.info.postalCode, user.info.countryCode]
              .filter(Boolean)
              .join(', ') || '—'}
          </dd>
          <dt>Registered</dt>
          <dd>{formatDateTime(user.created)}</dd>
          <dt>Changed</dt>
          <dd>{formatDateTime(user.updated)}</dd>
        </dl>
        <ProfileForm key={user.updated} user={user} onSaved={reload} />
        <MembershipsSection user={user} onChanged={reload} />
        <NewslettersSection user={user} onChanged={reload} />
        <section aria-labelledby="site-user-favorites">
          <h2 id="site-user-favorites">Favourites</h2>
          {user.favorites.length === 0 ? (
            <p>No favourite content.</p>
          ) : (
            <ul>
              {user.favorites.map((f) => (
                <li key={f.contentId}>
                  <Link to={`/edit-content/${f.contentId}`}>{f.name}</Link> — {formatDateTime(f.created)}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="site-user-logins">
          <h2 id="site-user-logins">Login history</h2>
          {user.logins.length === 0 ? (
            <p>No login recorded.</p>
          ) : (
            <table className="data-table">
              <caption className="visually-hidden">Logins, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">How</th>
                  <th scope="col">Address</th>
                </tr>
              </thead>
              <tbody>
                {user.logins.map((l, index) => (
                  <tr key={index}>
                    <td>{formatDateTime(l.created)}</td>
                    <td>
                      {loginKinds[l.kind]}
                      {l.cmsUsername ? ` by ${l.cmsUsername}` : ''}
                    </td>
                    <td>{l.ip || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      </div>
      {deleting && <DeleteDialog user={user} onConfirm={() => void remove()} onClose={() => setDeleting(false)} />}
    </PageWrapper>
  );
}

function NewslettersSection({ user, onChanged }: { user: SiteUserAdmin; onChanged: () => void }) {
  const newsletters = useSiteNewsletters();
  const toggle = async (newsletterId: string, title: string, subscribed: boolean) => {
    try {
      await setNewsletter(user.id, newsletterId, subscribed);
      notify.success(subscribed ? `Subscribed to ${title}.` : `Unsubscribed from ${title}.`);
      onChanged();
    } catch (failure) {
      notify.error((failure as Error).message);
    }
  };
  return (
    <fieldset>
      <legend>Newsletters</legend>
      {newsletters.length === 0 && <p>This site has no enabled newsletter.</p>}
      {newsletters.map((n) => (
        <label key={n.id} className="checkbox">
          <input
            type="checkbox"
            checked={user.info.newsletters.includes(n.id)}
            onChange={(e) => void toggle(n.id, n.title, e.target.checked)}
          />{' '}
          {n.title}
        </label>
      ))}
    </fieldset>
  );
}

function DeleteDialog({
  user,
  onConfirm,
  onClose,
}: {
  user: SiteUserAdmin;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <dialog
      ref={(element) => {
        dialog.current = element;
        if (element && !element.open) element.showModal();
      }}
      className="confirm-dialog"
      aria-labelledby="delete-site-user-title"
      onClose={onClose}
    >
      <h2 id="delete-site-user-title">Delete the site user {user.info.email}?</h2>
      <p>
        This erases the account for good: profile, memberships, newsletters, favourites, comments and login history.
        Their sessions end. It cannot be undone.
      </p>
      <div className="editor-actions">
        <button type="button" className="danger" onClick={onConfirm}>
          Delete for good
        </button>
        <button type="button" autoFocus onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
