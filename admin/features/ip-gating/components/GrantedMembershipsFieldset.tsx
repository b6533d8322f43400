import { useFormContext } from 'react-hook-form';
import type { LicenseFormValues } from '../license-form-values.ts';

/**
 * The memberships the licence grants; none ticked: every gate of the site (spec public §4). The
 * active ones are offered; one granted earlier and no longer active stays listed, so it can be unticked.
 */
export function GrantedMembershipsFieldset({
  memberships: active,
  granted,
}: {
  memberships: { id: number; title: string; status: number }[];
  granted: readonly number[];
}) {
  const memberships = [
    ...active,
    ...granted.filter((id) => !active.some((m) => m.id === id)).map((id) => ({ id, title: `#${id}`, status: 0 })),
  ];
  const { register, formState } = useFormContext<LicenseFormValues>();
  const error = formState.errors.membershipIds;
  return (
    <fieldset>
      <legend>Memberships granted</legend>
      {memberships.length === 0 ? (
        <p>This site has no memberships: the licence passes every gate.</p>
      ) : (
        <>
          <p className="hint">Tick none to pass every gate of the site.</p>
          <div className="ip-gating-checks">
            {memberships.map((m) => (
              <label key={m.id}>
                <input type="checkbox" value={String(m.id)} {...register('membershipIds')} /> {m.title}
                {m.status !== 1 && ' (inactive)'}
              </label>
            ))}
          </div>
        </>
      )}
      {error && (
        <span className="field-error" role="alert">
          {error.message}
        </span>
      )}
    </fieldset>
  );
}
