import { useState } from 'react';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PublishStatusPanel } from '../../shared/publish-status/PublishStatusPanel.tsx';
import { loadSiteContext } from '../../shared/shell/site-context.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { formatDateTime } from '../../shared/ui/format.ts';
import { applyNewDesignMigration, type MigrationOutcome } from './api/apply-new-design-migration.ts';
import { getDesignBuildJobs } from './api/get-design-build-jobs.ts';
import { useNewDesignMigrationPlan, type NewDesignMigrationPlan } from './api/get-new-design-migration-plan.ts';
import { undoNewDesignMigration } from './api/undo-new-design-migration.ts';
import { ConfirmDialog } from './components/ConfirmDialog.tsx';
import { LayoutsTable } from './components/LayoutsTable.tsx';
import { MigrationResult } from './components/MigrationResult.tsx';
import { NewDesignPreview } from './components/NewDesignPreview.tsx';
import { RowChangesTable } from './components/RowChangesTable.tsx';
import './migrate-to-new-design.css';

type Action = 'apply' | 'undo';
type Done = { action: Action; outcome: MigrationOutcome };

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const layoutsText = (n: number) => counted(n, 'layout', 'layouts');

function statusOf(plan: NewDesignMigrationPlan | null, loading: boolean, error: string | null) {
  if (loading && !plan) return 'Loading the plan…';
  if (error) return 'The plan could not be loaded.';
  if (!plan) return '';
  if (plan.useNewDesign) return 'This site is on the new design.';
  const rewritten = plan.layouts.filter((layout) => layout.rewritten).length;
  return `This site is on the old design: ${counted(plan.rows.length, 'row', 'rows')} to map, ${layoutsText(rewritten)} to rewrite.`;
}

/**
 * /admin/migrate-to-new-design (manage_modules, ADR 50): the plan of the current site's switch to
 * the new design — the rows the new design maps, which layouts are rewritten, readiness warnings —
 * a preview of the home page in the new design, then Apply (one transaction, one undo point) with
 * the regeneration live, and Undo while the undo point stands.
 */
export default function MigrateToNewDesignPage() {
  const { data, loading, error, reload } = useNewDesignMigrationPlan();
  const plan = data?.getNewDesignMigrationPlan ?? null;
  const [asking, setAsking] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);

  const run = async (action: Action) => {
    setAsking(null);
    setBusy(true);
    setFailure(null);
    try {
      const outcome = action === 'apply' ? await applyNewDesignMigration() : await undoNewDesignMigration();
      setDone({ action, outcome });
      notify.success(action === 'apply' ? 'The site is on the new design.' : 'The site is back on the old design.');
      reload();
      // The toolbar's Settings link follows useNewDesign.
      void loadSiteContext().catch(() => {});
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <RequirePermission permissions={['manage_modules']}>
      <PageWrapper title="Migrate to New Design">
        <p className="list-summary" role="status" aria-live="polite">
          {statusOf(plan, loading, error)}
        </p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        {done && (
          <>
            <MigrationResult action={done.action} outcome={done.outcome} />
            <PublishStatusPanel key={done.outcome.at} fetchJobs={getDesignBuildJobs} savedAt={done.outcome.at} />
          </>
        )}
        {plan && (
          <>
            <div className="editor-actions">
              {!plan.useNewDesign && (
                <button type="button" className="primary" disabled={busy} onClick={() => setAsking('apply')}>
                  Apply the new design
                </button>
              )}
              {plan.undoPoint && (
                <button type="button" className="secondary" disabled={busy} onClick={() => setAsking('undo')}>
                  Undo the migration
                </button>
              )}
            </div>
            {plan.undoPoint && (
              <p className="hint">
                Undo point: migrated {formatDateTime(plan.undoPoint.at)} by {plan.undoPoint.by} (
                {layoutsText(plan.undoPoint.layoutCount)} rewritten). One undo, of this migration only; layouts edited
                since are left as they are.
              </p>
            )}
            <section className="migration-section" aria-labelledby="migration-readiness">
              <h2 id="migration-readiness">Readiness</h2>
              {plan.warnings.length === 0 ? (
                <p>The new design has what it reads.</p>
              ) : (
                <ul className="migration-warnings">
                  {plan.warnings.map((warning) => (
                    <li key={warning.code}>{warning.message}</li>
                  ))}
                </ul>
              )}
            </section>
            <section className="migration-section" aria-labelledby="migration-rows">
              <h2 id="migration-rows">Rows the new design maps</h2>
              <p className="hint">
                1_3 → 1_2, 3_1 → 2_1, 1_2_1 → 1_1_1. Layouts of this site alone are rewritten; global layouts and
                layouts shared with other sites are left unchanged (other sites may be on the old design) and mapped
                when this site renders them.
              </p>
              <RowChangesTable rows={plan.rows} />
            </section>
            <section className="migration-section" aria-labelledby="migration-layouts">
              <h2 id="migration-layouts">Layouts of the site ({plan.layouts.length})</h2>
              <LayoutsTable layouts={plan.layouts} />
            </section>
            <NewDesignPreview />
          </>
        )}
        {asking === 'apply' && plan && (
          <ConfirmDialog
            id="confirm-apply-new-design"
            title="Switch this site to the new design?"
            confirmLabel="Apply"
            onConfirm={() => void run('apply')}
            onClose={() => setAsking(null)}
          >
            <p>
              {counted(plan.rows.filter((row) => row.rewritten).length, 'row', 'rows')} of{' '}
              {layoutsText(plan.layouts.filter((layout) => layout.rewritten).length)} are rewritten and the site
              switches to the new design; every page of the site regenerates. You can undo it once.
            </p>
          </ConfirmDialog>
        )}
        {asking === 'undo' && plan?.undoPoint && (
          <ConfirmDialog
            id="confirm-undo-new-design"
            title="Undo the migration to the new design?"
            confirmLabel="Undo"
            onConfirm={() => void run('undo')}
            onClose={() => setAsking(null)}
          >
            <p>
              The site goes back to the old design and the rewritten layouts get their rows back, except those edited
              since the migration. Every page of the site regenerates.
            </p>
          </ConfirmDialog>
        )}
      </PageWrapper>
    </RequirePermission>
  );
}
