import { useStore } from '@nanostores/react';
import { useSearchParams } from 'react-router';
import { hasAnyPermission } from '../../../content-engine/shared/permissions.ts';
import { $user } from '../../shared/auth/session.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { historyPageSize, type HistoryFilter } from './api/get-history.ts';
import { HistoryFilters } from './components/HistoryFilters.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { HistoryTable } from './components/HistoryTable.tsx';
import { formatCount } from './format-change.ts';
import { readHistoryFilter, writeHistoryFilter } from './history-query.ts';
import { useHistory } from './hooks/use-history.ts';
import './history.css';

/** /admin/history: every admin write of the site and of CMS users (view_history; the server checks it too). */
export default function HistoryPage() {
  const user = useStore($user);
  if (!hasAnyPermission(user, ['view_history'])) {
    return (
      <PageWrapper title="History">
        <p role="alert">You do not have permission to view the history.</p>
      </PageWrapper>
    );
  }
  return <HistoryList />;
}

function HistoryList() {
  const [params, setParams] = useSearchParams();
  const filter = readHistoryFilter(params);
  const { page, loading, error } = useHistory(filter);
  const update = (change: Partial<HistoryFilter>) => setParams(writeHistoryFilter({ ...filter, page: 1, ...change }));
  const total = page?.totalCount ?? 0;
  const first = total === 0 ? 0 : (filter.page - 1) * historyPageSize + 1;
  const last = Math.min(total, filter.page * historyPageSize);

  return (
    <PageWrapper title="History" panel={<HistoryFilters filter={filter} onChange={update} />}>
      <p className="history-summary" role="status" aria-live="polite">
        {loading
          ? 'Loading…'
          : error
            ? 'The history could not be loaded.'
            : total === 0
              ? 'No history entries match these filters.'
              : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} ${total === 1 ? 'entry' : 'entries'}`}
      </p>
      <div aria-busy={loading}>{page && page.entries.length > 0 && <HistoryTable entries={page.entries} />}</div>
      {total > historyPageSize && (
        <Pager
          label="History pages"
          page={filter.page}
          pageSize={historyPageSize}
          total={total}
          onPage={(next) => update({ page: next })}
        />
      )}
    </PageWrapper>
  );
}
