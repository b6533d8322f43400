import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PublishStatusPanel } from '../../shared/publish-status/PublishStatusPanel.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { formatDateTime } from '../../shared/ui/format.ts';
import { getCompanyBuildJobs } from './api/get-company-build-jobs.ts';
import { useCompanyUpdate, type CompanyProfile, type CompanyUpdateDetail } from './api/get-company-update.ts';
import { publishCompanyUpdate } from './api/publish-company-update.ts';
import { rejectCompanyUpdate } from './api/reject-company-update.ts';
import { requestCompanyUpdates } from './api/request-company-updates.ts';
import { updateCompanyUpdate } from './api/update-company-update.ts';
import { ComparisonTable } from './components/ComparisonTable.tsx';
import { ProfileFields } from './components/ProfileFields.tsx';
import { toFormValues, type ProfileFormValues } from './profile-values.ts';
import { statusLabels } from './status-labels.ts';
import './company-updates.css';

/**
 * /admin/company-updates/:id: one request. A submitted update shows the company's current values
 * beside the submitted ones, editable, then published onto the company (with its live status) or
 * rejected; an open request can be sent again or withdrawn.
 */
export default function CompanyUpdatePage() {
  return (
    <RequirePermission permissions={['manage_content']}>
      <CompanyUpdateScreen />
    </RequirePermission>
  );
}

function CompanyUpdateScreen() {
  const id = Number(useParams().id);
  const { data, error, reload } = useCompanyUpdate(id);
  // Kept here: the view below is mounted afresh for each version of the update.
  const [publishedAt, setPublishedAt] = useState<number | null>(null);
  const update = data?.getCompanyUpdate;
  if (!update)
    return (
      <PageWrapper title="Company update">
        <p role={error ? 'alert' : 'status'}>{error ?? 'Loading…'}</p>
      </PageWrapper>
    );
  return (
    <CompanyUpdateView
      key={update.updated}
      update={update}
      reload={reload}
      publishedAt={publishedAt}
      onPublished={(at) => (setPublishedAt(at), reload())}
    />
  );
}

type Submitted = CompanyUpdateDetail & { submitted: CompanyProfile; current: CompanyProfile };
const isSubmitted = (u: CompanyUpdateDetail): u is Submitted => u.submitted !== null && u.current !== null;

function CompanyUpdateView({
  update,
  reload,
  publishedAt,
  onPublished,
}: {
  update: CompanyUpdateDetail;
  reload: () => void;
  /** When the company was last written by a publish from this screen: its live status shows. */
  publishedAt: number | null;
  onPublished: (companyUpdated: number) => void;
}) {
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useForm<ProfileFormValues>({
    defaultValues: update.submitted ? toFormValues(update.submitted) : undefined,
  });

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify.success(done);
      reload();
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const save = async (values: ProfileFormValues) => {
    try {
      await updateCompanyUpdate({ id: update.id, ...values });
      return true;
    } catch (error) {
      showEngineErrors(form, error, { fieldOf: (path) => (path === 'id' ? null : path) });
      return false;
    }
  };
  const saveOnly = form.handleSubmit(async (values) => {
    if (await save(values)) {
      notify.success('Changes saved.');
      reload();
    }
  });
  const publish = form.handleSubmit(async (values) => {
    if (!(await save(values))) return;
    try {
      const published = await publishCompanyUpdate(update.id);
      notify.success(`Published the update of ${update.company.name}.`);
      onPublished(published.company.updated);
    } catch (error) {
      notify.error((error as Error).message);
    }
  });
  const reject = () => {
    const question =
      update.status === 'requested'
        ? `Withdraw the request to ${update.company.name}? Its link stops working.`
        : `Reject the update of ${update.company.name}? The company stays as it is.`;
    if (!window.confirm(question)) return;
    void act(
      () => rejectCompanyUpdate(update.id, reason),
      update.status === 'requested' ? 'Request withdrawn.' : 'Update rejected.',
    );
  };
  const resend = () =>
    void act(
      () => requestCompanyUpdates([{ companyId: update.company.id, email: update.email }]),
      `A new link was sent to ${update.email}.`,
    );

  return (
    <PageWrapper title={`Company update: ${update.company.name}`}>
      <p className="item-meta">
        <span className={`status company-update-${update.status}`}>{statusLabels[update.status]}</span> · Company{' '}
        <Link to={`/edit-content/${update.company.id}`}>{update.company.name}</Link> · Sent to {update.email} on{' '}
        {formatDateTime(update.requestedAt)}
        {update.status === 'requested' && ` · Link expires ${formatDateTime(update.expires)}`}
        {update.submittedAt &&
          ` · Submitted ${formatDateTime(update.submittedAt)} by ${update.submitterName} (${update.submitterEmail})`}
        {update.reviewedAt && ` · Reviewed ${formatDateTime(update.reviewedAt)}`}
      </p>
      {update.rejectReason && <p>Reason: {update.rejectReason}</p>}
      {publishedAt && (
        <PublishStatusPanel
          key={publishedAt}
          fetchJobs={() => getCompanyBuildJobs(update.company.id)}
          savedAt={publishedAt}
        />
      )}
      {update.status === 'requested' && <p>The company has not answered yet.</p>}
      {isSubmitted(update) && <ComparisonTable update={update} />}
      {update.status === 'submitted' && update.submitted && (
        <form
          className="content-form"
          noValidate
          onSubmit={(e) => void saveOnly(e)}
          aria-label="Edit the submitted update"
        >
          <ProfileFields form={form} hasLogo={!!update.submitted.logo} />
          <div className="editor-actions">
            <button type="submit" className="secondary" disabled={busy || form.formState.isSubmitting}>
              Save changes
            </button>
            <button
              type="button"
              className="primary"
              onClick={() => void publish()}
              disabled={busy || form.formState.isSubmitting}
            >
              Publish to the company
            </button>
          </div>
        </form>
      )}
      {(update.status === 'submitted' || update.status === 'requested') && (
        <section aria-label={update.status === 'requested' ? 'Withdraw' : 'Reject'}>
          <div className="field">
            <label htmlFor="reject-reason">
              {update.status === 'requested' ? 'Reason for withdrawing' : 'Reason for rejecting'}
            </label>
            <textarea id="reject-reason" rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          <div className="editor-actions">
            {update.status === 'requested' && (
              <button type="button" className="secondary" onClick={resend} disabled={busy}>
                Send a new link
              </button>
            )}
            <button type="button" className="danger" onClick={reject} disabled={busy}>
              {update.status === 'requested' ? 'Withdraw request' : 'Reject update'}
            </button>
          </div>
        </section>
      )}
    </PageWrapper>
  );
}
