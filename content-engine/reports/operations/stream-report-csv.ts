import { Readable } from 'node:stream';
import type { EngineContext } from '../../core/context.ts';
import { csvLine } from '../csv-cells.ts';
import { prepareReport } from './prepare-report.ts';

const batchRows = 2000;

/**
 * Every row of a report as CSV, exactly as the table shows them (same filters and sort), streamed
 * from the database (knex's stream) rather than built in memory. Checks like getReport.
 */
export async function streamReportCsv({ ctx, input }: { ctx: EngineContext; input: unknown }) {
  const { definition, query, sortedRows } = await prepareReport(ctx, input);
  const present = definition.present ?? ((row) => row);
  const columns = definition.columns;
  async function* lines() {
    yield csvLine(columns.map((column) => column.label));
    // Pages of the fully ordered rows (every sortable column breaks ties): knex's stream needs
    // pg-query-stream on PostgreSQL, which is not installed.
    for (let skip = 0; ; skip += batchRows) {
      const rows = (await sortedRows(ctx.db).offset(skip).limit(batchRows)) as Record<string, unknown>[];
      for (const row of rows) {
        const shown = present(row);
        yield csvLine(columns.map((column) => shown[column.key]));
      }
      if (rows.length < batchRows) return;
    }
  }
  return { fileName: `${definition.name}-${query.from}-to-${query.to}.csv`, body: Readable.from(lines()) };
}
