import { useEffect, useId, useRef, useState } from 'react';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { formatCount } from '../../../shared/ui/format.ts';
import { deployCampaign } from '../api/deploy-campaign.ts';

/** Deploys the campaign to the newsletter's subscribers, now or at a chosen time (the browser's time zone). */
export function DeployDialog({
  campaignId,
  subject,
  onDeployed,
  onClose,
}: {
  campaignId: number;
  subject: string;
  onDeployed: () => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => dialog.current?.showModal(), []);

  const deploy = async () => {
    const moment = when === 'later' ? new Date(at).getTime() : null;
    if (when === 'later' && (!at || Number.isNaN(moment) || moment! <= Date.now()))
      return setError('Choose a time in the future.');
    setError(null);
    setBusy(true);
    try {
      const deployment = await deployCampaign({ campaignId, at: moment });
      const count = deployment.total ? ` to ${formatCount(deployment.total)} recipients` : '';
      notify.success(moment ? `Deployment${count} scheduled.` : `Sending${count} started.`);
      onDeployed();
      dialog.current?.close();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>Deploy “{subject}”</h2>
      <fieldset>
        <legend>When</legend>
        <label className="checkbox-row">
          <input type="radio" name={`${id}-when`} checked={when === 'now'} onChange={() => setWhen('now')} /> Now
        </label>
        <label className="checkbox-row">
          <input type="radio" name={`${id}-when`} checked={when === 'later'} onChange={() => setWhen('later')} /> At a
          date and time
        </label>
      </fieldset>
      {when === 'later' && (
        <div className="field">
          <label htmlFor={`${id}-at`}>Send at</label>
          <input id={`${id}-at`} type="datetime-local" value={at} onChange={(event) => setAt(event.target.value)} />
        </div>
      )}
      <p>Every subscriber of the newsletter receives it once; this cannot be undone once sending starts.</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="editor-actions">
        <button type="button" className="primary" disabled={busy} onClick={() => void deploy()}>
          {when === 'now' ? 'Deploy now' : 'Schedule deployment'}
        </button>
        <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
