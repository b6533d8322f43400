import { useStore } from '@nanostores/react';
import { useCallback, useState } from 'react';
import type { NewsletterCampaignStatus } from '../../../../content-engine/documents/generated/schema-types.ts';
import { $site } from '../../../shared/shell/site-context.ts';
import { siteOrigin } from '../../../shared/shell/site-origin.ts';
import { CampaignPreview } from './CampaignPreview.tsx';
import { templatePayloadOf } from './campaign-format.ts';
import { DeployDialog } from './DeployDialog.tsx';
import { DeploymentProgress } from './DeploymentProgress.tsx';
import { SendTestDialog } from './SendTestDialog.tsx';

interface ActionsProps {
  campaign: {
    id: number;
    templateId: number;
    date: string;
    subject: string;
    preheader: string;
    status: NewsletterCampaignStatus;
  };
  template: { payload?: unknown } | null;
  blockItems: Record<string, number[]>;
  onChange: () => void;
}

/** Preview, send a test, deploy; the deployments' progress; the archive link once sent. */
export function CampaignActions({ campaign, template, blockItems, onChange }: ActionsProps) {
  const site = useStore($site);
  const [dialog, setDialog] = useState<'test' | 'deploy' | null>(null);
  const payload = templatePayloadOf(template?.payload);
  const testers = payload?.defaultTesters ?? [];
  const settled = useCallback(() => onChange(), [onChange]);
  const { status } = campaign;
  return (
    <>
      <h2>Preview and send</h2>
      <div className="editor-actions">
        <button type="button" className="secondary" onClick={() => setDialog('test')}>
          Send test
        </button>
        {(status === 'Draft' || status === 'Scheduled') && (
          <button type="button" className="primary" onClick={() => setDialog('deploy')}>
            Deploy
          </button>
        )}
        {status === 'Sent' && (
          <a href={`${siteOrigin(site?.tenant)}/newsletter/${campaign.id}`} target="_blank" rel="noreferrer">
            View on the site
          </a>
        )}
      </div>
      <DeploymentProgress
        campaignId={campaign.id}
        polling={status === 'Sending' || status === 'Scheduled'}
        onSettled={settled}
      />
      <CampaignPreview
        input={{
          campaignId: campaign.id,
          templateId: campaign.templateId,
          date: campaign.date,
          subject: campaign.subject,
          preheader: campaign.preheader,
          blockItems,
        }}
        width={payload?.styles.width ?? 700}
      />
      {dialog === 'test' && (
        <SendTestDialog campaignId={campaign.id} testers={testers} onClose={() => setDialog(null)} />
      )}
      {dialog === 'deploy' && (
        <DeployDialog
          campaignId={campaign.id}
          subject={campaign.subject}
          onDeployed={onChange}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
