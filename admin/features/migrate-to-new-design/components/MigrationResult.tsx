import { Link } from 'react-router';
import type { MigrationOutcome } from '../api/apply-new-design-migration.ts';

/** What an apply or an undo did: the layouts it rewrote or restored, and those an undo left alone. */
export function MigrationResult({ action, outcome }: { action: 'apply' | 'undo'; outcome: MigrationOutcome }) {
  const verb = action === 'apply' ? 'Rewritten' : 'Restored';
  return (
    <section className="migration-section" aria-labelledby="migration-result">
      <h2 id="migration-result">{action === 'apply' ? 'Migrated to the new design' : 'Back on the old design'}</h2>
      <p>
        {verb}: {outcome.layouts.length ? outcome.layouts.map((layout) => layout.name).join(', ') : 'no layout'} (
        {outcome.rowCount} {outcome.rowCount === 1 ? 'row' : 'rows'}).
      </p>
      {outcome.skipped.length > 0 && (
        <>
          <p>Left as they are:</p>
          <ul>
            {outcome.skipped.map((layout) => (
              <li key={layout.id}>
                <Link to={`/edit-web-layout/${layout.id}`}>{layout.name}</Link> — {layout.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
