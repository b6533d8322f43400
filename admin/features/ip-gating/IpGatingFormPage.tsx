import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { engineFieldErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { required } from '../../shared/ui/forms/required.ts';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { createSiteLicense } from './api/create-site-license.ts';
import { deleteSiteLicense } from './api/delete-site-license.ts';
import { getMembershipOptions } from './api/get-membership-options.ts';
import { getSiteLicense } from './api/get-site-license.ts';
import type { SiteLicenseItem } from './api/site-license-types.ts';
import { updateSiteLicense } from './api/update-site-license.ts';
import { GrantedMembershipsFieldset } from './components/GrantedMembershipsFieldset.tsx';
import { RangesField } from './components/RangesField.tsx';
import {
  licenseProblem,
  newLicenseValues,
  toLicenseForm,
  toLicenseInput,
  type LicenseFormValues,
} from './license-form-values.ts';
import './ip-gating.css';

type MembershipOption = Awaited<ReturnType<typeof getMembershipOptions>>[number];

/** /admin/create-ip-gating and /admin/edit-ip-gating/:id: a company's site licence (manage_ip_gating). */
export default function IpGatingFormPage() {
  const { id } = useParams();
  return (
    <RequirePermission permissions={['manage_ip_gating']}>
      <PageWrapper
        title={id ? 'Edit site licence' : 'Create site licence'}
        actions={<Link to="/ip-gating-settings">Back to IP gating</Link>}
      >
        <LicenseFormLoader key={id ?? 'new'} id={id ? Number(id) : null} />
      </PageWrapper>
    </RequirePermission>
  );
}

function LicenseFormLoader({ id }: { id: number | null }) {
  const [data, setData] = useState<{ license: SiteLicenseItem | null; memberships: MembershipOption[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    Promise.all([id === null ? null : getSiteLicense(id), getMembershipOptions({ activeOnly: true })]).then(
      ([license, memberships]) => current && setData({ license, memberships }),
      (failure: Error) => {
        if (!current) return;
        setError(failure.message);
        notify.error(failure.message);
      },
    );
    return () => {
      current = false;
    };
  }, [id]);
  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  if (!data) return <p role="status">Loading…</p>;
  return <LicenseForm license={data.license} memberships={data.memberships} />;
}

function LicenseForm({ license, memberships }: { license: SiteLicenseItem | null; memberships: MembershipOption[] }) {
  const navigate = useNavigate();
  const form = useForm<LicenseFormValues>({ defaultValues: license ? toLicenseForm(license) : newLicenseValues() });
  const { register, formState } = form;
  const { errors } = formState;

  const save = form.handleSubmit(async (values) => {
    try {
      const input = toLicenseInput(values);
      const saved = license ? await updateSiteLicense(license.id, input) : await createSiteLicense(input);
      notify.success(`Site licence of “${saved.companyName}” saved.`);
      if (license) form.reset(toLicenseForm(saved));
      else void navigate('/ip-gating-settings');
    } catch (error) {
      const message = (error as Error).message;
      const placed = engineFieldErrors(message).flatMap((problem) => licenseProblem(problem, values.ranges) ?? []);
      for (const { field, message: text } of placed) form.setError(field, { type: 'server', message: text });
      if (!placed.length) notify.error(message);
    }
  });

  const remove = async () => {
    if (!license || !window.confirm(`Delete the site licence of “${license.companyName}”?`)) return;
    try {
      await deleteSiteLicense(license.id);
      notify.success(`Site licence of “${license.companyName}” deleted.`);
      void navigate('/ip-gating-settings');
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  return (
    <FormProvider {...form}>
      <form
        className="content-form"
        noValidate
        aria-label={license ? 'Edit site licence' : 'Create site licence'}
        onSubmit={(event) => void save(event)}
      >
        <fieldset>
          <legend>Licence</legend>
          <TextField label="Company" registration={register('companyName', required)} error={errors.companyName} />
          <RangesField licenseId={license?.id ?? null} />
          <div className="field">
            <label>
              <input type="checkbox" {...register('active')} /> Active
            </label>
          </div>
          <TextField
            label="Start date"
            type="date"
            registration={register('startDate')}
            error={errors.startDate}
            hint="The first day in force (America/Chicago); blank: from now on."
          />
          <TextField
            label="End date"
            type="date"
            registration={register('endDate', {
              validate: (end, values) =>
                !end ||
                !values.startDate ||
                end >= values.startDate ||
                'The end date must not be before the start date',
            })}
            error={errors.endDate}
            hint="The last day in force; blank: open-ended."
          />
        </fieldset>
        <GrantedMembershipsFieldset memberships={memberships} granted={license?.membershipIds ?? []} />
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={formState.isSubmitting}>
            {license ? 'Save' : 'Create site licence'}
          </button>
          {license && (
            <button type="button" className="danger" onClick={() => void remove()}>
              Delete
            </button>
          )}
        </div>
      </form>
    </FormProvider>
  );
}
