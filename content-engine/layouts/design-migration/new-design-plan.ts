import type { Grid } from '../../shared/schemas/grid.ts';
import { newDesignRowLayout } from '../../shared/new-design-rows.ts';
import type { LayoutRecord } from '../writes.ts';

/** Who may render a layout besides the tenant: no one (rewritten), other sites, or every site. */
export type LayoutScope = 'site' | 'shared' | 'global';

/** One row whose layout the new design maps. */
export interface RowChange {
  layoutId: number;
  layoutName: string;
  grid: 'primary' | 'secondary';
  /** Counted from 1. */
  row: number;
  from: string;
  to: string;
  /** Stored by the migration (a layout of this site alone); else mapped only when rendered. */
  rewritten: boolean;
}

export interface PlannedLayout {
  id: number;
  name: string;
  type: string;
  scope: LayoutScope;
  rewritten: boolean;
  /** Its rows the new design maps. */
  changedRows: number;
  note: string;
}

/** What the plan says of a layout the migration does not rewrite. */
export const sharedLayoutNote = 'shared: mapped when rendered, left unchanged';

/** The layouts of the tenant's pages: global ones and those assigned to it (as the renderer chooses them). */
export const rendersFor = (layout: LayoutRecord, tenantKey: string) =>
  layout.isGlobal || layout.tenants.includes(tenantKey);

export const scopeOf = (layout: LayoutRecord, tenantKey: string): LayoutScope =>
  layout.isGlobal ? 'global' : layout.tenants.every((key) => key === tenantKey) ? 'site' : 'shared';

/** The grid with every row the new design maps rewritten to its new-design layout. */
export const mappedGrid = (grid: Grid): Grid => ({
  rows: grid.rows.map((row) => ({
    ...row,
    settings: { ...row.settings, layout: newDesignRowLayout(row.settings.layout) as typeof row.settings.layout },
  })),
});

/** How many rows of the grids the new design maps. */
export const mappedRowCount = (...grids: Grid[]) =>
  grids.reduce(
    (n, grid) => n + grid.rows.filter((row) => newDesignRowLayout(row.settings.layout) !== row.settings.layout).length,
    0,
  );

function rowChanges(layout: LayoutRecord, rewritten: boolean): RowChange[] {
  const grids = [
    ['primary', layout.primaryGrid],
    ['secondary', layout.secondaryGrid],
  ] as const;
  return grids.flatMap(([grid, { rows }]) =>
    rows.flatMap((row, index) => {
      const to = newDesignRowLayout(row.settings.layout);
      return to === row.settings.layout
        ? []
        : [
            {
              layoutId: layout.id,
              layoutName: layout.name,
              grid,
              row: index + 1,
              from: row.settings.layout,
              to,
              rewritten,
            },
          ];
    }),
  );
}

function noteOf(scope: LayoutScope, changedRows: number) {
  if (scope !== 'site') return sharedLayoutNote;
  return changedRows ? 'rewritten by the migration' : 'nothing to map';
}

/**
 * The migration of the tenant's layouts to the new design: every layout its pages may render, and
 * each row the new design maps. Only layouts of this site alone are rewritten; global layouts and
 * those shared with other sites stay (other sites may be on the old design) and the renderer maps
 * their rows for this site (ADR 50).
 */
export function newDesignPlan(layouts: readonly LayoutRecord[], tenantKey: string) {
  const rendered = layouts.filter((layout) => rendersFor(layout, tenantKey));
  const planned = rendered.map((layout) => {
    const scope = scopeOf(layout, tenantKey);
    const rows = rowChanges(layout, scope === 'site');
    const summary: PlannedLayout = {
      id: layout.id,
      name: layout.name,
      type: layout.type,
      scope,
      rewritten: scope === 'site' && rows.length > 0,
      changedRows: rows.length,
      note: noteOf(scope, rows.length),
    };
    return { layout, summary, rows };
  });
  planned.sort((a, b) => a.layout.name.localeCompare(b.layout.name) || a.layout.id - b.layout.id);
  return {
    layouts: planned.map((p) => p.summary),
    rows: planned.flatMap((p) => p.rows),
    /** The layouts the migration stores anew. */
    rewrite: planned.filter((p) => p.summary.rewritten).map((p) => p.layout),
  };
}
