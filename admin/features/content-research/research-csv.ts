import Papa from 'papaparse';
import { format } from 'date-fns';

/** Spreadsheet-friendly local date and time. */
const csvDate = (epochMs: number) => format(new Date(epochMs), 'yyyy-MM-dd HH:mm');

export interface ResearchCsvRow {
  id: number;
  siteName: string;
  type: string;
  status: string;
  name: string;
  published?: number | null;
  updated: number;
  sectionName?: string | null;
  authors: string[];
  url: string;
}

/** The research result as CSV, the columns the table shows plus the address of each item. */
export const researchCsv = (rows: readonly ResearchCsvRow[]) =>
  Papa.unparse({
    fields: ['ID', 'Site', 'Type', 'Name', 'Status', 'Section', 'Authors', 'Published', 'Updated', 'URL'],
    data: rows.map((row) => [
      row.id,
      row.siteName,
      row.type,
      row.name,
      row.status,
      row.sectionName ?? '',
      row.authors.join('; '),
      row.published ? csvDate(row.published) : '',
      csvDate(row.updated),
      row.url,
    ]),
  });
