import { useEffect, useId, useRef, useState } from 'react';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { sendTest } from '../api/send-test.ts';

interface Tester {
  firstName: string;
  lastName: string;
  emailAddress: string;
}

const emailPattern = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;
/** The typed addresses, split on commas, semicolons, spaces or lines; the malformed ones apart. */
export function parseEmails(text: string) {
  const all = text.split(/[\s,;]+/).filter(Boolean);
  return { emails: all.filter((e) => emailPattern.test(e)), invalid: all.filter((e) => !emailPattern.test(e)) };
}

/** Sends a test of the campaign: the template's default testers are listed; more addresses may be typed in. */
export function SendTestDialog({
  campaignId,
  testers,
  onClose,
}: {
  campaignId: number;
  testers: Tester[];
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [chosen, setChosen] = useState(() => testers.map((t) => t.emailAddress));
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => dialog.current?.showModal(), []);

  const send = async () => {
    const { emails, invalid } = parseEmails(typed);
    if (invalid.length) return setError(`Not an e-mail address: ${invalid.join(', ')}`);
    const to = [...new Set([...chosen, ...emails])];
    if (!to.length) return setError('Choose a tester or type an address.');
    setError(null);
    setSending(true);
    try {
      await sendTest({ campaignId, emails: to });
      notify.success(`Test sent to ${to.join(', ')}.`);
      dialog.current?.close();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <dialog ref={dialog} className="confirm-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>Send a test</h2>
      {testers.length > 0 ? (
        <fieldset>
          <legend>The template&apos;s testers</legend>
          {testers.map((tester) => (
            <label key={tester.emailAddress} className="checkbox-row">
              <input
                type="checkbox"
                checked={chosen.includes(tester.emailAddress)}
                onChange={(event) =>
                  setChosen(
                    event.target.checked
                      ? [...chosen, tester.emailAddress]
                      : chosen.filter((e) => e !== tester.emailAddress),
                  )
                }
              />{' '}
              {`${tester.firstName} ${tester.lastName}`.trim() || tester.emailAddress} &lt;{tester.emailAddress}&gt;
            </label>
          ))}
        </fieldset>
      ) : (
        <p>The template has no default testers.</p>
      )}
      <div className="field">
        <label htmlFor={`${id}-emails`}>Other addresses</label>
        <textarea
          id={`${id}-emails`}
          rows={3}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <small id={`${id}-hint`}>Separate addresses with commas or new lines.</small>
        {error && (
          <span id={`${id}-error`} className="field-error" role="alert">
            {error}
          </span>
        )}
      </div>
      <div className="editor-actions">
        <button type="button" className="primary" disabled={sending} onClick={() => void send()}>
          {sending ? 'Sending…' : 'Send test'}
        </button>
        <button type="button" className="secondary" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
