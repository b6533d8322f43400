import { useState } from 'react';
import { contractStatusLabel } from '../../content-engine/shared/contract-status.ts';
import { siteClient } from '../site-client.ts';
import { FormMessage } from '../shared/FormField.tsx';

interface Props {
  id: number;
  token: string;
}

interface Approved {
  approveContract: { approved: number | null; approvalText: string };
}

/**
 * The contributor's approval on /contract/:id (ADR 52): a box to tick and a button. It posts the
 * id and the page's token to the engine — no cookie is involved, so no other site can post it for
 * the contributor. Approving twice keeps the first time.
 */
export default function ApproveContract({ id, token }: Props) {
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<Approved['approveContract']>();

  const approve = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setDone(
        (await siteClient.mutate<Approved>('contract/approveContract', { input: { id, token } })).approveContract,
      );
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <div className="contract-approved" role="status">
        <p>
          <strong>{contractStatusLabel(done.approved)}</strong>
        </p>
        <p>{done.approvalText}</p>
      </div>
    );
  return (
    <form
      className="contract-approve"
      onSubmit={(event) => {
        event.preventDefault();
        void approve();
      }}
    >
      <div className="form-field checkbox">
        <label>
          <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} /> I have read
          this contract and agree to its terms.
        </label>
      </div>
      <FormMessage error={error} />
      <button type="submit" disabled={!agreed || busy}>
        {busy ? 'Approving…' : 'Approve contract'}
      </button>
    </form>
  );
}
