import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { $user } from '../../shared/auth/session.ts';
import { loadSiteContext } from '../../shared/shell/site-context.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { createTenant } from './api/create-tenant.ts';
import { updateTenant } from './api/update-tenant.ts';
import { BuildProgress } from './components/BuildProgress.tsx';
import { TenantFields } from './components/TenantFields.tsx';
import {
  emptyTenantForm,
  formValuesOf,
  tenantFieldOf,
  tenantInputOf,
  type TenantFormValues,
} from './components/tenant-form-values.ts';
import { useTenantBuild } from './hooks/use-tenant-build.ts';
import './tenants.css';

/**
 * /admin/create-tenant and /admin/tenants/:key (manage_modules): the tenant's fields, the engine's
 * validation messages beside them; after creating, the edit page follows the first build.
 */
export default function TenantFormPage() {
  return (
    <RequirePermission permissions={['manage_modules']}>
      <TenantForm />
    </RequirePermission>
  );
}

function TenantForm() {
  const { key } = useParams();
  const creating = key === undefined;
  const navigate = useNavigate();
  const user = useStore($user);
  const { tenant, error: loadError, reload } = useTenantBuild(key);
  const form = useForm<TenantFormValues>({ defaultValues: emptyTenantForm });
  useEffect(() => {
    if (tenant) form.reset(formValuesOf(tenant));
  }, [tenant?.tenantKey]);

  const save = form.handleSubmit(async (values) => {
    try {
      const input = tenantInputOf(values);
      if (creating) {
        const created = await createTenant(input);
        notify.success(`Tenant ${created.tenant.name} created. Its first build is queued.`);
        void navigate(`/tenants/${created.tenant.tenantKey}`);
      } else {
        form.reset(formValuesOf(await updateTenant(input)));
        notify.success('Tenant saved. The site is rebuilding.');
        reload();
      }
      await loadSiteContext();
    } catch (error) {
      showEngineErrors(form, error, { fieldOf: tenantFieldOf });
    }
  });

  if (creating && !user?.isGlobal)
    return (
      <PageWrapper title="Create tenant">
        <p role="alert">Only a CMS user of every site may create tenants.</p>
      </PageWrapper>
    );
  const title = creating ? 'Create tenant' : `Tenant ${tenant?.name ?? key}`;
  return (
    <PageWrapper title={title} actions={<Link to="/tenants">All tenants</Link>}>
      {loadError && (
        <p className="form-error" role="alert">
          {loadError}
        </p>
      )}
      {!creating && tenant && (
        <BuildProgress
          job={tenant.latestBuildJob ?? null}
          siteUrl={tenant.domains[0] ? `${siteProtocol(tenant.domains[0])}//${tenant.domains[0]}` : null}
        />
      )}
      {(creating || tenant) && (
        <form className="content-form" aria-label={title} noValidate onSubmit={(event) => void save(event)}>
          <TenantFields form={form} creating={creating} />
          <div className="editor-actions">
            <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
              {creating ? 'Create' : 'Save'}
            </button>
          </div>
        </form>
      )}
    </PageWrapper>
  );
}

/** http for development hosts, https otherwise (as the engine's siteOrigin). */
const siteProtocol = (host: string) => (/(^|\.)localhost$/.test(host) ? 'http:' : 'https:');
