import { useState } from 'react';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { fetchResearchBatch, type ResearchedItem } from './api/research-content.ts';
import { researchCsv } from './research-csv.ts';
import { researchInput, type ResearchQuery } from './research-query.ts';

const batchSize = 1000;
/** More than this is an export's job (issue 32), not a research screen's. */
export const csvRowLimit = 20_000;

function download(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The CSV of every row a research query matches (up to `csvRowLimit`), fetched in batches in the
 * table's order; `progress` counts the rows fetched so far while it runs.
 */
export function useResearchCsv(query: ResearchQuery) {
  const [progress, setProgress] = useState<number | null>(null);
  const start = async () => {
    setProgress(0);
    try {
      const rows: ResearchedItem[] = [];
      for (let skip = 0; skip < csvRowLimit; skip += batchSize) {
        const { items, totalCount } = await fetchResearchBatch({
          input: researchInput(query, { limit: batchSize, skip }),
        });
        rows.push(...items);
        setProgress(rows.length);
        if (rows.length >= totalCount || items.length < batchSize) break;
      }
      download(researchCsv(rows), `content-research-${new Date().toISOString().slice(0, 10)}.csv`);
      notify.success(`Downloaded ${rows.length} rows.`);
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setProgress(null);
    }
  };
  return { start, progress };
}
