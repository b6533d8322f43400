import { useState } from 'react';
import { ErrorEventsDocument } from '../../../../content-engine/documents/generated/query/devTools/errorEvents.ts';
import { notify } from '../../../../content-engine/client/toasts.tsx';
import { useApiQuery } from '../../../shared/api/use-api-query.ts';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value.ts';
import { formatCount, formatDateTime } from '../../../shared/ui/format.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { errorsPageSize, resolveErrorEvent } from '../api/system-api.ts';

/** The error monitor's open groups (global administrators): search, paging, Resolve; a stack opens on demand. */
export function ErrorsSection() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim());
  const errors = useApiQuery(ErrorEventsDocument, {
    search: debounced || null,
    skip: (page - 1) * errorsPageSize,
    limit: errorsPageSize,
  });
  const list = errors.data?.errorEvents ?? null;
  const total = list?.totalCount ?? 0;

  async function resolve(id: number) {
    try {
      await resolveErrorEvent(id);
      notify.success('Error resolved.');
      errors.reload();
    } catch (error) {
      notify.error((error as Error).message);
    }
  }

  return (
    <section aria-labelledby="system-errors" className="system-section">
      <h2 id="system-errors">Errors</h2>
      <div className="system-filters">
        <label>
          Search errors
          <input
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
        </label>
      </div>
      <p role="status" aria-live="polite" className="system-muted">
        {list === null
          ? 'Loading…'
          : total === 0
            ? 'No open errors.'
            : `${formatCount(total)} open ${total === 1 ? 'error' : 'errors'}`}
      </p>
      {list && list.items.length > 0 && (
        <table className="data-table" data-testid="system-errors">
          <caption className="visually-hidden">Open errors</caption>
          <thead>
            <tr>
              <th scope="col">Error</th>
              <th scope="col">Count</th>
              <th scope="col">Last seen</th>
              <th scope="col">Where</th>
              <th scope="col">Release</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((event) => (
              <tr key={event.id} data-error={event.id}>
                <td>
                  <details>
                    <summary>
                      <strong>{event.name}</strong>: {event.message}
                    </summary>
                    <pre className="system-stack">{event.sampleStack}</pre>
                  </details>
                </td>
                <td>{formatCount(event.count)}</td>
                <td>{formatDateTime(event.lastSeen)}</td>
                <td>{[event.tenantKey, event.route].filter(Boolean).join(' · ') || '—'}</td>
                <td>{event.release}</td>
                <td>
                  <button
                    type="button"
                    className="system-button"
                    onClick={() => void resolve(event.id)}
                    aria-label={`Resolve ${event.name}: ${event.message}`}
                  >
                    Resolve
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {total > errorsPageSize && (
        <Pager label="Error pages" page={page} pageSize={errorsPageSize} total={total} onPage={setPage} />
      )}
    </section>
  );
}
