import { csvLine } from '../../reports/csv-cells.ts';
import { isoDate } from './export-cells.ts';
import { xmlText } from './xml-text.ts';

export interface CrossSiteRow {
  id: number;
  siteKey: string;
  siteName: string;
  type: string;
  status: string;
  name: string;
  path: string;
  teaser: string;
  published: number | null;
}

interface Format {
  head(): string;
  row(item: CrossSiteRow): string;
  tail(): string;
}

export const crossSiteCsvFormat: Format = {
  head: () => csvLine(['Site', 'Site name', 'ID', 'Type', 'Status', 'Name', 'URL path', 'Teaser', 'Published']),
  row: (r) => csvLine([r.siteKey, r.siteName, r.id, r.type, r.status, r.name, r.path, r.teaser, isoDate(r.published)]),
  tail: () => '',
};

/** `<content>` of `<item>`s; the site is an attribute pair, the rest elements. */
export const crossSiteXmlFormat: Format = {
  head: () => '<?xml version="1.0" encoding="UTF-8"?>\n<content>\n',
  row: (r) =>
    `  <item id="${r.id}" site="${xmlText(r.siteKey)}" siteName="${xmlText(r.siteName)}">` +
    `<type>${xmlText(r.type)}</type><status>${r.status}</status><name>${xmlText(r.name)}</name>` +
    `<path>${xmlText(r.path)}</path><teaser>${xmlText(r.teaser)}</teaser>` +
    `<published>${isoDate(r.published)}</published></item>\n`,
  tail: () => '</content>\n',
};
