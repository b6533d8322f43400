import Papa from 'papaparse';
import { importTemplateCsv } from '../../../content-engine/shared/site-user-import-columns.ts';
import { getImportProblems } from './api/get-import-problems.ts';
import type { SiteUserImport } from './api/get-site-user-import.ts';

/** Offers text as a file download. */
export function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export const downloadTemplate = () => download('site-users-template.csv', importTemplateCsv());

/** The CSV of a run's bad rows: the file's columns as read, then the row number and the problem. */
export async function failedRowsCsv(job: SiteUserImport): Promise<string> {
  const rows: string[][] = [];
  for (;;) {
    const page = await getImportProblems(job.id, rows.length, 1000);
    rows.push(...page.edges.map(({ node }) => [...node.fields, String(node.rowNumber), node.message]));
    if (page.edges.length === 0 || rows.length >= page.totalCount) break;
  }
  return Papa.unparse({ fields: [...job.columns, 'row', 'problem'], data: rows });
}
