import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { newsletterCampaignInputSchema } from '../../../../content-engine/shared/newsletters/campaign-schema.ts';
import { ClientError } from '../../../../content-engine/client/client-errors.ts';
import { PageWrapper } from '../../../shared/shell/PageWrapper.tsx';
import { CheckboxField } from '../../../shared/ui/forms/FormFields.tsx';
import { showEngineErrors } from '../../../shared/ui/forms/engine-field-errors.ts';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { zodFormResolver } from '../../../shared/ui/forms/zod-form-resolver.ts';
import { useCampaign } from '../api/get-campaign.ts';
import { useTemplateStream } from '../api/get-template-stream.ts';
import { populateCampaign } from '../api/populate-campaign.ts';
import { updateCampaign } from '../api/update-campaign.ts';
import { BlockItemsEditor } from './BlockItemsEditor.tsx';
import { CampaignActions } from './CampaignActions.tsx';
import { contentBlocksOf, formatCampaignDate, isLocked } from './campaign-format.ts';
import { CampaignStatus } from './CampaignStatus.tsx';
import { blockItemIds, useBlockItems } from './use-block-items.ts';

const textSchema = newsletterCampaignInputSchema.pick({ subject: true, preheader: true, hideOnWeb: true });
interface Values {
  subject: string;
  preheader: string;
  hideOnWeb: boolean;
}

/**
 * One campaign: populate its content blocks from the schedules, hand-pick, reorder and remove
 * items, edit the subject and preheader, save (from the loaded revision: a conflict names who and
 * when and keeps the input), preview, send a test and deploy.
 */
export function CampaignEditor({ id }: { id: number }) {
  const { data, loading, reload } = useCampaign(id);
  const campaign = data?.getNewsletterCampaign ?? null;
  const templates = useTemplateStream().data?.getNewsletterTemplateStream ?? null;
  const template = templates?.find((t) => t.id === campaign?.templateId) ?? null;
  const blocks = contentBlocksOf(template?.payload);
  const { items, setItems, replace } = useBlockItems(campaign?.blockItems);
  const [revision, setRevision] = useState<number | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [populating, setPopulating] = useState(false);
  const form = useForm<Values>({
    resolver: zodFormResolver(textSchema),
    defaultValues: { subject: '', preheader: '', hideOnWeb: false },
  });
  const { register, reset, formState } = form;

  useEffect(() => {
    if (!campaign) return;
    reset({ subject: campaign.subject, preheader: campaign.preheader, hideOnWeb: campaign.hideOnWeb });
    setRevision(campaign.revision ?? null);
  }, [campaign, reset]);

  if (!campaign)
    return (
      <PageWrapper title="Edit newsletter campaign">
        {loading ? <p>Loading…</p> : <p role="alert">This campaign was not found.</p>}
      </PageWrapper>
    );
  const locked = isLocked(campaign.status);

  const populate = async () => {
    const filled = Object.values(items ?? {}).some((list) => list.length > 0);
    if (filled && !window.confirm('Replace the items of every content block with the scheduled ones?')) return;
    setPopulating(true);
    try {
      const result = await populateCampaign({ templateId: campaign.templateId, date: campaign.date });
      await replace(result.blockItems);
      const count = result.items.length;
      notify.success(`Populated ${count} item${count === 1 ? '' : 's'} from the schedules. Save to keep them.`);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setPopulating(false);
    }
  };

  const save = form.handleSubmit(async (values) => {
    setConflict(null);
    try {
      // Once Sending or Sent only hideOnWeb may change.
      const saved = await updateCampaign(
        locked
          ? { id, revision, hideOnWeb: values.hideOnWeb }
          : { id, revision, ...values, blockItems: blockItemIds(items ?? {}) },
      );
      setRevision(saved.revision ?? null);
      reset(values);
      notify.success(`Campaign ${saved.subject} saved.`);
    } catch (error) {
      if (error instanceof ClientError && error.code === 'CONFLICT') setConflict(error.message);
      else showEngineErrors(form, error, { fieldOf: (path) => (path in values ? path : null) });
    }
  });

  return (
    <PageWrapper title={`Edit campaign: ${campaign.subject}`}>
      <p>
        <Link to="/newsletter-campaigns">Back to campaigns</Link>
      </p>
      <dl className="campaign-facts">
        <dt>Template</dt>
        <dd>{campaign.template.name}</dd>
        <dt>Date</dt>
        <dd>{formatCampaignDate(campaign.date)}</dd>
        <dt>Status</dt>
        <dd>
          <CampaignStatus campaign={campaign} />
        </dd>
      </dl>
      {conflict && (
        <div className="conflict-notice" role="alert">
          <p>
            <strong>Not saved.</strong> {conflict} Your changes are still in the form.
          </p>
          <button type="button" className="secondary" onClick={reload}>
            Reload their version
          </button>
        </div>
      )}
      <form className="content-form" aria-label="Campaign" noValidate onSubmit={(event) => void save(event)}>
        <TextField
          label="Subject"
          registration={register('subject')}
          error={formState.errors.subject}
          disabled={locked}
        />
        <TextField
          label="Preheader"
          registration={register('preheader')}
          error={formState.errors.preheader}
          disabled={locked}
        />
        <CheckboxField label="Hide on the website (archive and campaign lists)" registration={register('hideOnWeb')} />
        <h2>Content</h2>
        {!locked && (
          <p>
            <button type="button" className="secondary" disabled={populating} onClick={() => void populate()}>
              {populating ? 'Populating…' : 'Populate from schedules'}
            </button>
          </p>
        )}
        {templates && blocks.length === 0 && <p>This template has no content list blocks.</p>}
        {items &&
          blocks.map((block) => (
            <BlockItemsEditor
              key={block.key}
              title={block.title || block.key}
              max={20}
              locked={locked}
              value={items[block.key] ?? []}
              onChange={(list) => setItems({ ...items, [block.key]: list })}
            />
          ))}
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={formState.isSubmitting}>
            Save
          </button>
        </div>
      </form>
      <CampaignActions
        campaign={{ ...campaign, subject: form.watch('subject'), preheader: form.watch('preheader') }}
        template={template}
        blockItems={blockItemIds(items ?? {})}
        onChange={reload}
      />
    </PageWrapper>
  );
}
