/** The /search page's `filters` query parameter (spec public §2): JSON of text, type, websiteSchedule and page. */
export interface SearchFilters {
  text: string;
  type: string | null;
  websiteSchedule: number | null;
  page: number;
}

export const emptyFilters: SearchFilters = { text: '', type: null, websiteSchedule: null, page: 1 };

/** The filters in an address's query string; anything missing or malformed falls back to the defaults. */
export function readFilters(query: string): SearchFilters {
  let raw: unknown;
  try {
    raw = JSON.parse(new URLSearchParams(query).get('filters') ?? '{}');
  } catch {
    return emptyFilters;
  }
  if (!raw || typeof raw !== 'object') return emptyFilters;
  const { text, type, websiteSchedule, page } = raw as Record<string, unknown>;
  return {
    text: typeof text === 'string' ? text.slice(0, 200) : '',
    type: typeof type === 'string' && type ? type : null,
    websiteSchedule:
      Number.isInteger(websiteSchedule) && (websiteSchedule as number) > 0 ? (websiteSchedule as number) : null,
    page: Number.isInteger(page) && (page as number) >= 1 ? Math.min(page as number, 1000) : 1,
  };
}

/** `/search?filters=…` for these filters (defaults left out). */
export function searchHref(filters: Partial<SearchFilters>): string {
  const json: Record<string, unknown> = { text: filters.text ?? '' };
  if (filters.type) json.type = filters.type;
  if (filters.websiteSchedule) json.websiteSchedule = filters.websiteSchedule;
  json.page = filters.page ?? 1;
  return `/search?${new URLSearchParams({ filters: JSON.stringify(json) })}`;
}
