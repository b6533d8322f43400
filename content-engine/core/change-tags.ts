/**
 * The change-tag protocol, made and parsed in this one place. A tag names what a rendered page
 * may depend on and what a write changed; a change regenerates the pages whose tags it matches.
 *
 * - `content:ID`, `section:ID`, `layout:ID`, `issue:ID`, `publication:ID`, `company:ID`, `asset:ID`,
 *   `person:ID`: one record (an asset or person a page shows outside any content item: the podcast
 *   settings' image, the contacts settings' people)
 * - `type:T`: items of one content type; a page listing items of any type carries `type:*`
 * - `issue:*`: a page listing issues (any issue change matches it)
 * - `path:/old/path`: a path that stopped serving (an alias change, an unpublish, a deletion)
 * - `settings`, `menus`, `sections`, `redirects`, `memberships`, `ad-units`: the tenant's settings, menus,
 *   section tree, redirects, memberships and ad units
 * - `newsletter-campaign:ID`, `newsletter-template:ID`: a newsletter campaign or template (the web
 *   archive's pages); `newsletter-campaign:*`: a page listing campaigns (any campaign change matches it)
 * - `styles`: the style settings (content-engine/shared/style-settings.ts), which only the per-tenant
 *   stylesheet and the generated files wearing the colours show; `settings` names the rest
 */

/** A change tag as it travels in events, jobs and the manifest. */
export type ChangeTag = string;

const wildcard = '*';

/** The tag constructors: the only way tags are spelt. */
export const tags = {
  content: (id: number): ChangeTag => `content:${id}`,
  section: (id: number): ChangeTag => `section:${id}`,
  layout: (id: number): ChangeTag => `layout:${id}`,
  issue: (id: number): ChangeTag => `issue:${id}`,
  publication: (id: number): ChangeTag => `publication:${id}`,
  company: (id: number): ChangeTag => `company:${id}`,
  asset: (id: number): ChangeTag => `asset:${id}`,
  person: (id: number): ChangeTag => `person:${id}`,
  newsletterCampaign: (id: number): ChangeTag => `newsletter-campaign:${id}`,
  newsletterTemplate: (id: number): ChangeTag => `newsletter-template:${id}`,
  type: (type: string): ChangeTag => `type:${type}`,
  path: (path: string): ChangeTag => `path:${path}`,
  /** On a page that lists items of any type: every `type:T` change matches it. */
  anyType: `type:${wildcard}` as ChangeTag,
  /** On a page that lists issues: every `issue:ID` change matches it. */
  anyIssue: `issue:${wildcard}` as ChangeTag,
  /** On a page that lists newsletter campaigns: every `newsletter-campaign:ID` change matches it. */
  anyNewsletterCampaign: `newsletter-campaign:${wildcard}` as ChangeTag,
  settings: 'settings' as ChangeTag,
  styles: 'styles' as ChangeTag,
  menus: 'menus' as ChangeTag,
  sections: 'sections' as ChangeTag,
  redirects: 'redirects' as ChangeTag,
  memberships: 'memberships' as ChangeTag,
  adUnits: 'ad-units' as ChangeTag,
} as const;

/** The tags that carry no value: each names one whole part of the tenant. */
export type PlainTag = 'settings' | 'styles' | 'menus' | 'sections' | 'redirects' | 'memberships' | 'ad-units';

/** The kinds of tag that name one record by its numeric id. */
export type RecordTagKind =
  | 'content'
  | 'section'
  | 'layout'
  | 'issue'
  | 'publication'
  | 'company'
  | 'asset'
  | 'person'
  | 'newsletter-campaign'
  | 'newsletter-template';

/** A tag, parsed. */
export type ParsedTag =
  | { kind: RecordTagKind; id: number }
  | { kind: 'type'; type: string }
  | { kind: 'anyType' }
  | { kind: 'anyIssue' }
  | { kind: 'anyNewsletterCampaign' }
  | { kind: 'path'; path: string }
  | { kind: PlainTag };

const recordKinds: ReadonlySet<string> = new Set<RecordTagKind>([
  'content',
  'section',
  'layout',
  'issue',
  'publication',
  'company',
  'asset',
  'person',
  'newsletter-campaign',
  'newsletter-template',
]);
const plainTags: ReadonlySet<string> = new Set<PlainTag>([
  'settings',
  'styles',
  'menus',
  'sections',
  'redirects',
  'memberships',
  'ad-units',
]);

/** Parses a tag; null for a string that is not one (an unknown kind, a record tag without an integer id). */
export function parseTag(tag: string): ParsedTag | null {
  if (plainTags.has(tag)) return { kind: tag as PlainTag };
  const colon = tag.indexOf(':');
  if (colon <= 0) return null;
  const kind = tag.slice(0, colon);
  const rest = tag.slice(colon + 1);
  if (kind === 'path') return { kind: 'path', path: rest };
  if (kind === 'type') return rest === wildcard ? { kind: 'anyType' } : rest ? { kind: 'type', type: rest } : null;
  if (kind === 'issue' && rest === wildcard) return { kind: 'anyIssue' };
  if (kind === 'newsletter-campaign' && rest === wildcard) return { kind: 'anyNewsletterCampaign' };
  if (!recordKinds.has(kind) || !/^\d+$/.test(rest)) return null;
  return { kind: kind as RecordTagKind, id: Number(rest) };
}

/** The ids the record tags of one kind name, in order. */
export function idsIn(changeTags: Iterable<string>, kind: RecordTagKind): number[] {
  const ids: number[] = [];
  for (const tag of changeTags) {
    const parsed = parseTag(tag);
    if (parsed?.kind === kind && 'id' in parsed) ids.push(parsed.id);
  }
  return ids;
}

/** The paths the `path:` tags name (paths that stopped serving), in order. */
export function retiredPathsIn(changeTags: Iterable<string>): string[] {
  const paths: string[] = [];
  for (const tag of changeTags) {
    const parsed = parseTag(tag);
    if (parsed?.kind === 'path') paths.push(parsed.path);
  }
  return paths;
}

/** Whether one of the tags is of this kind. */
export function hasTagOf(changeTags: Iterable<string>, kind: ParsedTag['kind']): boolean {
  for (const tag of changeTags) if (parseTag(tag)?.kind === kind) return true;
  return false;
}

/**
 * The page tags a change's tags match: the tags themselves plus the wildcards they fall under
 * (`type:T` matches `type:*`, `issue:ID` matches `issue:*`, `newsletter-campaign:ID` matches
 * `newsletter-campaign:*`).
 */
export function tagsMatching(changeTags: Iterable<string>): ChangeTag[] {
  const all = new Set<ChangeTag>();
  for (const tag of changeTags) {
    all.add(tag);
    const parsed = parseTag(tag);
    if (parsed?.kind === 'type') all.add(tags.anyType);
    if (parsed?.kind === 'issue') all.add(tags.anyIssue);
    if (parsed?.kind === 'newsletter-campaign') all.add(tags.anyNewsletterCampaign);
  }
  return [...all];
}

/** Tags as events carry them: without duplicates, sorted. */
export function normaliseTags(changeTags: Iterable<string>): ChangeTag[] {
  return [...new Set(changeTags)].sort();
}
