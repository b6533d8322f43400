import { useEffect, useId, useState } from 'react';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { requestCompanyUpdates } from '../api/request-company-updates.ts';
import { searchCompanies, type CompanyChoice } from '../../../shared/api/search-companies.ts';

interface Pick {
  company: CompanyChoice;
  email: string;
}

/** Picks companies (searched by name) and the address each link goes to, then sends the requests. */
export function RequestUpdateForm({ onDone }: { onDone: (sent: boolean) => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const phrase = useDebouncedValue(text);
  const [matches, setMatches] = useState<CompanyChoice[]>([]);
  const [picks, setPicks] = useState<Pick[]>([]);
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (phrase.trim().length < 2) return void setMatches([]);
    let current = true;
    searchCompanies(phrase.trim()).then(
      (found) => current && setMatches(found),
      () => current && setMatches([]),
    );
    return () => {
      current = false;
    };
  }, [phrase]);

  const add = (company: CompanyChoice) => {
    if (!picks.some((p) => p.company.id === company.id)) setPicks([...picks, { company, email: '' }]);
    setText('');
  };
  const setEmail = (index: number, email: string) =>
    setPicks(picks.map((pick, i) => (i === index ? { ...pick, email } : pick)));

  const send = async () => {
    const missing = Object.fromEntries(
      picks.flatMap((pick, index) => (pick.email.trim() ? [] : [[index, 'Field is required']])),
    );
    setErrors(missing);
    if (picks.length === 0) return void notify.error('Pick at least one company.');
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const sent = await requestCompanyUpdates(picks.map((p) => ({ companyId: p.company.id, email: p.email.trim() })));
      notify.success(
        `Update request${sent.length === 1 ? '' : 's'} sent to ${sent.map((u) => u.company.name).join(', ')}.`,
      );
      onDone(true);
    } catch (error) {
      const message = (error as Error).message;
      // "requests.0.email: Must be an e-mail address" goes beside that row's address.
      const placed = [...message.matchAll(/requests\.(\d+)\.\w+: ([^;]+)/g)].map((m) => [Number(m[1]), m[2]!.trim()]);
      if (placed.length) setErrors(Object.fromEntries(placed));
      else notify.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="request-update-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Request company updates</h2>
      <p>
        Each company receives a link to a form filled in with its current profile. The link works once, for 14 days.
      </p>
      <div className="field">
        <label htmlFor={`${id}-search`}>Find a company</label>
        <input id={`${id}-search`} type="search" value={text} onChange={(e) => setText(e.target.value)} />
      </div>
      {matches.length > 0 && (
        <div className="company-matches" role="group" aria-label="Matching companies">
          {matches.map((company) => (
            <button key={company.id} type="button" onClick={() => add(company)}>
              Add {company.name}
            </button>
          ))}
        </div>
      )}
      <ul aria-label="Companies to ask">
        {picks.map((pick, index) => (
          <li key={pick.company.id}>
            <div className="field">
              <label htmlFor={`${id}-email-${index}`}>E-mail for {pick.company.name}</label>
              <input
                id={`${id}-email-${index}`}
                type="email"
                value={pick.email}
                aria-invalid={errors[index] ? true : undefined}
                aria-describedby={errors[index] ? `${id}-email-${index}-error` : undefined}
                onChange={(e) => setEmail(index, e.target.value)}
              />
              {errors[index] && (
                <span id={`${id}-email-${index}-error`} className="field-error" role="alert">
                  {errors[index]}
                </span>
              )}
            </div>
            <button
              type="button"
              aria-label={`Remove ${pick.company.name}`}
              onClick={() => setPicks(picks.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <div className="editor-actions">
        <button type="button" className="primary" onClick={() => void send()} disabled={busy}>
          Send requests
        </button>
        <button type="button" className="secondary" onClick={() => onDone(false)} disabled={busy}>
          Cancel
        </button>
      </div>
    </section>
  );
}
