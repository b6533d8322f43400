import { useState } from 'react';
import { Pager } from '../../shared/ui/Pager.tsx';
import { pageSize } from './content-list-query.ts';
import { scheduleOptions, type ScheduleOption } from '../../../content-engine/shared/enums.ts';
import { bulkUpdateContent as applyBulkUpdate } from './api/bulk-update-content.ts';
import { formatCount } from '../../shared/ui/format.ts';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { ContentFilters } from './ContentFilters.tsx';
import { searchTaxonomy } from './api/search-taxonomy.ts';
import { SearchPicker, type PickedItem } from '../../shared/ui/SearchPicker.tsx';
import { useContentList } from './use-content-list.ts';

const actions = {
  publish: 'Publish',
  unpublish: 'Unpublish',
  delete: 'Delete',
  addSchedule: 'Add to a section',
  removeSchedule: 'Remove from a section',
  addTaxonomy: 'Add taxonomy',
  removeTaxonomy: 'Remove taxonomy',
} as const;
type Action = keyof typeof actions;

type BulkResult = Awaited<ReturnType<typeof applyBulkUpdate>>;

/** /admin/bulk-update-content: one change to the items chosen from a filtered list (bulk_update_content). */
export default function BulkUpdatePage() {
  return (
    <RequirePermission permissions={['bulk_update_content']}>
      <BulkUpdate />
    </RequirePermission>
  );
}

function BulkUpdate() {
  const list = useContentList();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [action, setAction] = useState<Action>('addSchedule');
  const [sectionId, setSectionId] = useState('');
  const [option, setOption] = useState<ScheduleOption>('Standard');
  const [terms, setTerms] = useState<PickedItem[]>([]);
  const [result, setResult] = useState<BulkResult | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = (id: number) =>
    setChosen((current) => new Set(current.has(id) ? [...current].filter((c) => c !== id) : [...current, id]));
  const allOnPage = list.rows.length > 0 && list.rows.every((row) => chosen.has(row.id));

  const apply = async () => {
    if (chosen.size === 0) return void notify.error('Choose at least one item.');
    if (action === 'delete' && !window.confirm(`Delete ${formatCount(chosen.size)} items?`)) return;
    setBusy(true);
    try {
      const bulkUpdateContent = await applyBulkUpdate({
        ids: [...chosen],
        action,
        sectionId: sectionId ? Number(sectionId) : null,
        option,
        taxonomyIds: terms.map((t) => t.id),
      });
      setResult(bulkUpdateContent);
      if (bulkUpdateContent.failed.length)
        notify.error(`${formatCount(bulkUpdateContent.failed.length)} items could not be changed.`);
      else notify.success(`${formatCount(bulkUpdateContent.updated.length)} items changed.`);
      setChosen(new Set());
      list.reload();
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const panel = (
    <ContentFilters
      query={list.query}
      update={list.update}
      searchText={list.searchText}
      onSearchText={list.setSearchText}
      sections={list.sections}
    />
  );
  return (
    <PageWrapper title="Bulk update content" panel={panel}>
      <form className="bulk-form" onSubmit={(event) => (event.preventDefault(), void apply())} aria-label="Bulk change">
        <div className="field">
          <label htmlFor="bulk-action">Change</label>
          <select id="bulk-action" value={action} onChange={(event) => setAction(event.target.value as Action)}>
            {Object.entries(actions).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {(action === 'addSchedule' || action === 'removeSchedule') && (
          <>
            <div className="field">
              <label htmlFor="bulk-section">Section</label>
              <select id="bulk-section" value={sectionId} onChange={(event) => setSectionId(event.target.value)}>
                <option value="">Choose a section</option>
                {list.sections.map((section) => (
                  <option key={section.id} value={section.id}>
                    {section.fullName || section.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="bulk-option">Option</label>
              <select
                id="bulk-option"
                value={option}
                onChange={(event) => setOption(event.target.value as ScheduleOption)}
              >
                {scheduleOptions.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            </div>
          </>
        )}
        {(action === 'addTaxonomy' || action === 'removeTaxonomy') && (
          <SearchPicker label="Taxonomy" search={searchTaxonomy} value={terms} onChange={setTerms} />
        )}
        <button type="submit" className="primary" disabled={busy}>
          Apply to {formatCount(chosen.size)} chosen
        </button>
      </form>
      {result && (
        <section className="bulk-result" aria-label="Result" aria-live="polite">
          <p>
            Changed {formatCount(result.updated.length)}; failed {formatCount(result.failed.length)}.
          </p>
          {result.failed.length > 0 && (
            <ul>
              {result.failed.map((failure) => (
                <li key={failure.id}>
                  {failure.id}: {failure.message}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <p className="list-summary" role="status">
        {list.loading ? 'Loading…' : `${formatCount(list.total)} items match; ${formatCount(chosen.size)} chosen`}
      </p>
      <table className="data-table">
        <caption className="visually-hidden">Items to change</caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                type="checkbox"
                aria-label="Choose every item on this page"
                checked={allOnPage}
                onChange={() =>
                  setChosen(
                    (current) =>
                      new Set(
                        allOnPage
                          ? [...current].filter((id) => !list.rows.some((row) => row.id === id))
                          : [...current, ...list.rows.map((row) => row.id)],
                      ),
                  )
                }
              />
            </th>
            <th scope="col">ID</th>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Section</th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => (
            <tr key={row.id}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Choose ${row.name}`}
                  checked={chosen.has(row.id)}
                  onChange={() => toggle(row.id)}
                />
              </td>
              <td>{row.id}</td>
              <td>{row.name}</td>
              <td>{row.type}</td>
              <td>{row.primarySection?.name ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager page={list.query.page} pageSize={pageSize} total={list.total} onPage={(page) => list.update({ page })} />
    </PageWrapper>
  );
}
