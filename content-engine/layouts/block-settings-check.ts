import type { BlockTypePort } from '../core/block-types.ts';
import { invalidInput, type InputProblem } from '../core/validate.ts';
import type { Grid } from '../shared/schemas/grid.ts';

const grids = ['primaryGrid', 'secondaryGrid'] as const;

/**
 * The problems of each block's settings by its own type's schema (site/blocks/<type>/block.ts,
 * ADR 41), each at the block's path in the layout input, e.g.
 * `primaryGrid.rows.0.columns.1.blocks.2.settings.population.numberOfItems`. Blocks of a type
 * the catalogue does not list are left to the build, which warns of them.
 */
export function blockSettingsProblems(
  blockTypes: readonly BlockTypePort[],
  layout: Record<(typeof grids)[number], Grid>,
): InputProblem[] {
  const schemaOf = new Map(blockTypes.map((blockType) => [blockType.type, blockType.settings]));
  const problems: InputProblem[] = [];
  for (const grid of grids)
    layout[grid].rows.forEach((row, r) =>
      row.columns.forEach((column, c) =>
        column.blocks.forEach((block, b) => {
          const result = schemaOf.get(block.type)?.safeParse(block.settings);
          if (!result || result.success) return;
          const at = `${grid}.rows.${r}.columns.${c}.blocks.${b}.settings`;
          for (const issue of result.error.issues)
            problems.push({ path: [at, ...issue.path].join('.'), message: `${block.type}: ${issue.message}` });
        }),
      ),
    );
  return problems;
}

/** Throws BAD_USER_INPUT naming every block setting its type's schema refuses. */
export function assertBlockSettingsValid(...args: Parameters<typeof blockSettingsProblems>) {
  const problems = blockSettingsProblems(...args);
  if (problems.length) throw invalidInput(problems);
}
