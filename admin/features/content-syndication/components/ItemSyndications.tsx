import { notify } from '../../../../content-engine/client/toasts.tsx';
import { formatDateTime } from '../../../shared/ui/format.ts';
import { useContentSyndications } from '../api/get-content-syndications.ts';
import { unsyndicateContent } from '../api/unsyndicate-content.ts';

/** Where the chosen item already shows on other sites, each with a way to take it off. */
export function ItemSyndications({ contentId, onChange }: { contentId: number; onChange: () => void }) {
  const { data, loading, reload } = useContentSyndications(contentId);
  const rows = data?.getContentSyndications ?? [];
  const remove = async (siteKey: string, siteName: string) => {
    if (!window.confirm(`Take this item off ${siteName}? Its copy there is deleted.`)) return;
    try {
      await unsyndicateContent({ contentId, siteKey });
      notify.success(`Taken off ${siteName}.`);
      reload();
      onChange();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };
  if (loading) return <p role="status">Loading where it shows…</p>;
  if (!rows.length) return <p>This item is not syndicated to another site yet.</p>;
  return (
    <section aria-labelledby="item-syndications">
      <h2 id="item-syndications">Already shown on</h2>
      <ul className="chosen-list">
        {rows.map((row) => (
          <li key={row.siteKey}>
            <a href={row.copyUrl}>{row.siteName}</a>:{' '}
            {row.schedules.map((s) => `${s.sectionName} (${s.option})`).join(', ')}{' '}
            <small>since {formatDateTime(row.updated)}</small>{' '}
            <button type="button" onClick={() => void remove(row.siteKey, row.siteName)}>
              Take off {row.siteName}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
