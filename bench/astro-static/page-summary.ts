/**
 * What a reader sees of a page, for comparing two builds of it: its title and the text of its
 * <main>. Markup, scripts and attributes are left out; they may name different asset files
 * (each build hashes its own bundle) or per-render ids.
 */
export interface PageSummary {
  title: string;
  main: string;
}

const textOf = (html: string) =>
  html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function pageSummary(html: string): PageSummary {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? '';
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/i.exec(html)?.[1] ?? '';
  return { title: textOf(title), main: textOf(main) };
}

/** Where two summaries differ, or null when they are the same. */
export function summaryDifference(a: PageSummary, b: PageSummary): string | null {
  if (a.title !== b.title) return `title ${JSON.stringify(a.title)} vs ${JSON.stringify(b.title)}`;
  if (a.main === b.main) return a.main ? null : 'no <main> text in either';
  let at = 0;
  while (a.main[at] === b.main[at]) at++;
  return `main text differs at ${at}: ${JSON.stringify(a.main.slice(at, at + 60))} vs ${JSON.stringify(b.main.slice(at, at + 60))}`;
}
