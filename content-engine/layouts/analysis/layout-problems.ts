import type { Knex } from 'knex';
import type { SectionTree } from '../../sections/section-tree.ts';
import type { Layout } from '../layout.ts';
import { resolvePath } from '../resolve-path.ts';
import { preferredLayout } from '../select-layout.ts';
import { blockPlacements, describePlacement } from './block-placements.ts';

export type LayoutProblemKind =
  'no-rows' | 'unknown-block-type' | 'missing-alias' | 'duplicate-alias' | 'shadowed-content-type-override';

export interface LayoutProblem {
  kind: LayoutProblemKind;
  layoutId: number;
  layoutName: string;
  message: string;
}

interface SiteScope {
  db: Knex;
  tenantKey: string;
  sections: SectionTree;
  now: number;
  /** The block types the engine renders. */
  knownBlockTypes: ReadonlySet<string>;
}

const problem = (kind: LayoutProblemKind, layout: Layout, message: string): LayoutProblem => ({
  kind,
  layoutId: layout.id,
  layoutName: layout.name,
  message,
});

function gridProblems(layout: Layout, known: ReadonlySet<string>): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  if (layout.primaryGrid.rows.length === 0)
    problems.push(problem('no-rows', layout, 'Its primary grid has no rows: its pages render empty.'));
  for (const placement of blockPlacements(layout))
    if (!known.has(placement.block.type))
      problems.push(
        problem(
          'unknown-block-type',
          layout,
          `Block "${placement.block.id}" (${describePlacement(placement)}) has the unknown type "${placement.block.type}": it renders nothing.`,
        ),
      );
  return problems;
}

/** Whether a propagating alias still has pages below it (sections or content). */
async function hasPagesBelow({ db, tenantKey, sections }: SiteScope, alias: string) {
  const prefix = alias === '/' ? '' : alias.slice(1);
  if (sections.all().some((section) => section.alias.startsWith(`${prefix}/`))) return true;
  const below = await db('content')
    .where({ tenant_key: tenantKey })
    .whereNot('status', 0)
    .where('canonical_path', 'like', `${alias === '/' ? '' : alias}/%`)
    .first('id');
  return !!below;
}

async function aliasProblems(scope: SiteScope, layout: Layout): Promise<LayoutProblem[]> {
  const problems: LayoutProblem[] = [];
  for (const alias of layout.aliases) {
    const resolved = await resolvePath(alias, { ...scope, preview: true });
    if (resolved.kind === 'redirect')
      problems.push(
        problem(
          'missing-alias',
          layout,
          `The alias ${alias} redirects to ${resolved.to}: the layout never renders there.`,
        ),
      );
    else if (resolved.kind === 'not-found' && !(layout.propagate && (await hasPagesBelow(scope, alias))))
      problems.push(problem('missing-alias', layout, `No page is at the alias ${alias} any more.`));
  }
  return problems;
}

function duplicateAliases(overrides: readonly Layout[]): LayoutProblem[] {
  const byAlias = new Map<string, Layout[]>();
  for (const layout of overrides)
    for (const alias of new Set(layout.aliases)) byAlias.set(alias, [...(byAlias.get(alias) ?? []), layout]);
  return [...byAlias.entries()]
    .filter(([, layouts]) => layouts.length > 1)
    .flatMap(([alias, layouts]) => {
      const [winner, ...others] = [...layouts].sort(preferredLayout);
      return others.map((layout) =>
        problem(
          'duplicate-alias',
          layout,
          `The alias ${alias} is also on "${winner!.name}", which wins: this layout never renders there.`,
        ),
      );
    });
}

function shadowedTypeOverrides(layouts: readonly Layout[]): LayoutProblem[] {
  const overrides = layouts.filter((l) => l.type === 'content-type-override').sort(preferredLayout);
  return overrides.flatMap((layout) =>
    layout.contentTypes.flatMap((type) => {
      const winner = overrides.find((l) => l.contentTypes.includes(type))!;
      return winner.id === layout.id
        ? []
        : [
            problem(
              'shadowed-content-type-override',
              layout,
              `${type} items get "${winner.name}" instead: it comes first for them.`,
            ),
          ];
    }),
  );
}

/**
 * What is wrong with a site's layouts: layouts without rows, blocks of types the engine does not
 * know, url-override aliases where no page is any more (or that redirect), aliases on more than
 * one url-override (all but the winner never render there), content-type-override types another
 * override takes first. In layout order, then by kind.
 */
export async function layoutProblems(scope: SiteScope, layouts: readonly Layout[]): Promise<LayoutProblem[]> {
  const overrides = layouts.filter((layout) => layout.type === 'url-override');
  const problems = [
    ...layouts.flatMap((layout) => gridProblems(layout, scope.knownBlockTypes)),
    ...(await Promise.all(overrides.map((layout) => aliasProblems(scope, layout)))).flat(),
    ...duplicateAliases(overrides),
    ...shadowedTypeOverrides(layouts),
  ];
  return problems.sort((a, b) => a.layoutName.localeCompare(b.layoutName) || a.layoutId - b.layoutId);
}
