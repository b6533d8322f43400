import { useStore } from '@nanostores/react';
import { contractStatusLabel } from '../../../../content-engine/shared/contract-status.ts';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { $site } from '../../../shared/shell/site-context.ts';
import { siteOrigin } from '../../../shared/shell/site-origin.ts';
import type { ContractDetail } from '../api/get-contract.ts';

/** The contract's state and the link the contributor reads and approves it at (its token makes it private). */
export function ContractApproval({ contract }: { contract: ContractDetail }) {
  const site = useStore($site);
  const link = `${siteOrigin(site?.tenant)}/contract/${contract.id}?token=${encodeURIComponent(contract.token)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success('Link copied.');
    } catch {
      notify.error('Could not copy: select the link and copy it.');
    }
  };
  return (
    <section className="contract-approval" aria-label="Approval">
      <p>
        Status: <strong data-testid="contract-status">{contractStatusLabel(contract.approved)}</strong>
      </p>
      <p>
        <label htmlFor="contract-link">
          Contributor’s link (send it to {contract.contributor.fullName}; anyone with it can approve)
        </label>
        <br />
        <input id="contract-link" readOnly value={link} size={80} onFocus={(event) => event.target.select()} />{' '}
        <button type="button" onClick={() => void copy()}>
          Copy link
        </button>
      </p>
      {contract.approved && (
        <p>Changing an approved contract sets it back to Pending: the contributor approves it again.</p>
      )}
    </section>
  );
}
