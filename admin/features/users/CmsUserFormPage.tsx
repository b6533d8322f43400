import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { hasAnyPermission } from '../../../content-engine/shared/permissions.ts';
import { required } from '../../shared/ui/forms/required.ts';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { $user } from '../../shared/auth/session.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { $site } from '../../shared/shell/site-context.ts';
import type { CmsRole, CmsUser } from './api/cms-user-types.ts';
import { createCmsUser } from './api/create-cms-user.ts';
import { getCmsRoles } from './api/get-cms-roles.ts';
import { getCmsUser } from './api/get-cms-user.ts';
import { updateCmsUser } from './api/update-cms-user.ts';
import { AccessFieldset } from './components/AccessFieldset.tsx';
import { newUserValues, toFormValues, toInput, type CmsUserFormValues } from './components/cms-user-form-values.ts';
import { RoleFieldset } from './components/RoleFieldset.tsx';
import { escapeHtml } from './format.ts';
import './users.css';

/** /admin/create-cms-user and /admin/cms-users/:id: the CMS user form (spec admin §3 "CMS user"). */
export default function CmsUserFormPage() {
  const { id } = useParams();
  const user = useStore($user);
  const title = id ? 'Edit CMS user' : 'Create CMS user';
  return (
    <PageWrapper title={title} actions={<Link to="/cms-users">Back to CMS users</Link>}>
      {hasAnyPermission(user, ['manage_users']) ? (
        <CmsUserForm key={id ?? 'new'} id={id ? Number(id) : null} />
      ) : (
        <p role="alert">You do not have permission to manage CMS users.</p>
      )}
    </PageWrapper>
  );
}

function CmsUserForm({ id }: { id: number | null }) {
  const site = useStore($site);
  const navigate = useNavigate();
  const form = useForm<CmsUserFormValues>({ defaultValues: newUserValues(site?.tenant?.tenantKey ?? null) });
  const [roles, setRoles] = useState<CmsRole[] | null>(null);
  const [edited, setEdited] = useState<CmsUser | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;

  useEffect(() => {
    let current = true;
    Promise.all([getCmsRoles(), id === null ? null : getCmsUser(id)]).then(
      ([loadedRoles, loadedUser]) => {
        if (!current) return;
        setRoles(loadedRoles);
        if (loadedUser) {
          setEdited(loadedUser);
          reset(toFormValues(loadedUser));
        }
      },
      (error: Error) => current && setFailure(error.message),
    );
    return () => {
      current = false;
    };
  }, [id, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const input = toInput(values, roles?.find((r) => r.name === values.role)?.permissions ?? []);
    try {
      if (id === null) {
        await createCmsUser(input);
        notify.success(
          `CMS user ${escapeHtml(input.username)} created. An invitation e-mail was sent to ${escapeHtml(input.email)}.`,
        );
        navigate('/cms-users');
      } else {
        const saved = await updateCmsUser(id, input);
        if (saved.id === $user.get()?.id) $user.set({ ...$user.get()!, ...saved });
        setEdited(saved);
        reset(toFormValues(saved));
        notify.success(`CMS user ${escapeHtml(saved.username)} saved.`);
      }
    } catch (error) {
      setFailure((error as Error).message);
    }
  });

  const known = site?.tenants.map((t) => ({ tenantKey: t.tenantKey, name: t.name })) ?? [];
  const sites = [
    ...known,
    ...(edited?.tenants ?? [])
      .filter((key) => !known.some((t) => t.tenantKey === key))
      .map((key) => ({ tenantKey: key, name: key })),
  ];

  if (!roles)
    return failure ? (
      <p className="form-error" role="alert">
        {failure}
      </p>
    ) : (
      <p role="status">Loading…</p>
    );
  return (
    <FormProvider {...form}>
      <form className="users-form" onSubmit={onSubmit} noValidate aria-label={id ? 'Edit CMS user' : 'Create CMS user'}>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <fieldset className="users-fieldset">
          <legend>Account</legend>
          <TextField
            label="E-mail"
            type="email"
            autoComplete="off"
            registration={form.register('email', required)}
            error={errors.email}
          />
          <TextField
            label="Username"
            autoComplete="off"
            registration={form.register('username', required)}
            error={errors.username}
          />
          <TextField
            label="First name"
            autoComplete="off"
            registration={form.register('firstName', required)}
            error={errors.firstName}
          />
          <TextField
            label="Last name"
            autoComplete="off"
            registration={form.register('lastName', required)}
            error={errors.lastName}
          />
        </fieldset>
        <RoleFieldset roles={roles} />
        <AccessFieldset sites={sites} />
        <div className="users-actions">
          <button type="submit" className="primary" disabled={isSubmitting}>
            {id === null ? 'Create and send invitation' : 'Save changes'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
