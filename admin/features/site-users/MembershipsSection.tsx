import { useState } from 'react';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { formatDateTime } from '../../shared/ui/format.ts';
import { grantMembership } from './api/grant-membership.ts';
import { revokeMembership } from './api/revoke-membership.ts';
import { useMemberships } from './api/get-memberships.ts';
import type { SiteUserAdmin } from './api/get-site-user-admin.ts';

/** The memberships held (expired ones too), revoke buttons, and a grant form of the site's active memberships. */
export function MembershipsSection({ user, onChanged }: { user: SiteUserAdmin; onChanged: () => void }) {
  const options = (useMemberships().data?.getMembershipStream.edges.map((e) => e.node) ?? []).filter(
    (m) => m.status === 1,
  );
  const [membershipId, setMembershipId] = useState('');
  const [expires, setExpires] = useState('');
  const [error, setError] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      notify.success(success);
      onChanged();
    } catch (failure) {
      notify.error((failure as Error).message);
    }
  };
  const grant = () => {
    if (!membershipId) return setError('Field is required');
    setError(null);
    const expiration = expires ? new Date(`${expires}T23:59:59`).getTime() : null;
    const title = options.find((m) => String(m.id) === membershipId)?.title ?? 'the membership';
    void act(() => grantMembership(user.id, Number(membershipId), expiration), `Granted ${title}.`);
  };
  return (
    <section aria-labelledby="site-user-memberships">
      <h2 id="site-user-memberships">Memberships</h2>
      {user.memberships.length === 0 ? (
        <p>No membership.</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">Memberships held</caption>
          <thead>
            <tr>
              <th scope="col">Membership</th>
              <th scope="col">Expires</th>
              <th scope="col">Granted</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {user.memberships.map((m) => (
              <tr key={m.membershipId}>
                <td>{m.title}</td>
                <td>{m.expiration ? formatDateTime(m.expiration) : 'Never'}</td>
                <td>{formatDateTime(m.created)}</td>
                <td>
                  <button
                    type="button"
                    className="danger"
                    aria-label={`Revoke ${m.title}`}
                    onClick={() => void act(() => revokeMembership(user.id, m.membershipId), `Revoked ${m.title}.`)}
                  >
                    Revoke
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="inline-form">
        <div className="field">
          <label htmlFor="grant-membership">Grant a membership</label>
          <select
            id="grant-membership"
            value={membershipId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'grant-membership-error' : undefined}
            onChange={(e) => setMembershipId(e.target.value)}
          >
            <option value="">Choose…</option>
            {options.map((m) => (
              <option key={m.id} value={m.id}>
                {m.title}
              </option>
            ))}
          </select>
          {error && (
            <span id="grant-membership-error" className="field-error" role="alert">
              {error}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor="grant-expires">Expires (optional)</label>
          <input id="grant-expires" type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />
        </div>
        <button type="button" onClick={grant}>
          Grant
        </button>
      </div>
    </section>
  );
}
