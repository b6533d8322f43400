import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PublishStatusPanel } from '../../shared/publish-status/PublishStatusPanel.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { createMembership } from './api/create-membership.ts';
import { deleteMembership } from './api/delete-membership.ts';
import { getMembershipBuildJobs } from './api/get-membership-build-jobs.ts';
import { updateMembership } from './api/update-membership.ts';
import { DemographicsFieldset } from './components/DemographicsFieldset.tsx';
import { MembershipFields } from './components/MembershipFields.tsx';
import { RequiredFieldsFieldset } from './components/RequiredFieldsFieldset.tsx';
import { useMembershipFormData, type MembershipFormData } from './hooks/use-membership-form-data.ts';
import {
  membershipFieldOf,
  newMembershipValues,
  toFormValues,
  toInput,
  type MembershipFormValues,
} from './membership-form-values.ts';
import './memberships.css';

/** /admin/create-membership and /admin/edit-membership/:id: every field of a membership (spec admin §3). */
export default function MembershipFormPage() {
  const { id } = useParams();
  return (
    <RequirePermission permissions={['manage_memberships']}>
      <PageWrapper
        title={id ? 'Edit membership' : 'Create membership'}
        actions={<Link to="/memberships">Back to memberships</Link>}
      >
        <MembershipFormLoader key={id ?? 'new'} id={id ? Number(id) : null} />
      </PageWrapper>
    </RequirePermission>
  );
}

function MembershipFormLoader({ id }: { id: number | null }) {
  const { data, error } = useMembershipFormData(id);
  if (error)
    return (
      <p className="form-error" role="alert">
        {error}
      </p>
    );
  if (!data) return <p role="status">Loading…</p>;
  return <MembershipForm id={id} data={data} />;
}

function MembershipForm({ id, data }: { id: number | null; data: MembershipFormData }) {
  const navigate = useNavigate();
  const { questions, membership } = data;
  const form = useForm<MembershipFormValues>({
    defaultValues: membership ? toFormValues(membership, questions) : newMembershipValues(questions),
  });
  const [savedAt, setSavedAt] = useState<number | null>(null);

  const save = form.handleSubmit(async (values) => {
    try {
      if (id === null) {
        const created = await createMembership(toInput(values));
        notify.success(`Membership “${created.title}” created.`);
        void navigate('/memberships');
      } else {
        const saved = await updateMembership(id, toInput(values));
        form.reset(toFormValues(saved, questions));
        setSavedAt(Date.now());
        notify.success(`Membership “${saved.title}” saved.`);
      }
    } catch (error) {
      showEngineErrors(form, error, { fieldOf: membershipFieldOf });
    }
  });

  const remove = async () => {
    if (!membership || !window.confirm(`Delete the membership “${membership.title}”?`)) return;
    try {
      await deleteMembership(membership.id);
      notify.success(`Membership “${membership.title}” deleted.`);
      void navigate('/memberships');
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  return (
    <FormProvider {...form}>
      <form
        className="content-form"
        noValidate
        aria-label={id ? 'Edit membership' : 'Create membership'}
        onSubmit={(event) => void save(event)}
      >
        <MembershipFields />
        <RequiredFieldsFieldset />
        <DemographicsFieldset questions={questions} />
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
            {id === null ? 'Create membership' : 'Save'}
          </button>
          {membership && (
            <button type="button" className="danger" onClick={() => void remove()}>
              Delete
            </button>
          )}
        </div>
      </form>
      {savedAt !== null && <PublishStatusPanel key={savedAt} fetchJobs={getMembershipBuildJobs} savedAt={savedAt} />}
    </FormProvider>
  );
}
