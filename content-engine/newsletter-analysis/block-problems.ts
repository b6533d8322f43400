import type { NewsletterBlock } from '../shared/newsletters/template-schema.ts';

/*
 * What is wrong with a template block, as a newsletter producer reads it in the Newsletter Block
 * Analysis dev tool (/admin/nl-block-analysis): each problem is a sentence saying what will go
 * out wrong and why. Pure: the operation gathers the facts, this judges them.
 */

/** The facts about the template and its tenant a block's problems are judged on. */
export interface BlockFacts {
  /** The days judged (YYYY-MM-DD, America/Chicago): today and the days after it. */
  days: readonly string[];
  /** Ad schedules of the template's active ads overlapping those days. */
  adSchedules: readonly { position: number; startDate: string; endDate: string }[];
  /** Items scheduled to the template on those days, by block key ('' for any content block). */
  scheduledByBlock: ReadonlyMap<string, number>;
  /** Of the contacts the template names, those that exist and are active. */
  activeContactIds: ReadonlySet<number>;
  /** Of the publications the template names, those that exist and are active. */
  activePublicationIds: ReadonlySet<number>;
  /** The active publications that have an active issue. */
  publicationsWithIssue: ReadonlySet<number>;
  /** The other blocks of the template (for positions used twice). */
  siblings: readonly Pick<NewsletterBlock, 'key' | 'type' | 'population'>[];
}

const adTypes = new Set<NewsletterBlock['type']>(['fixed_ad', 'native_ad']);

/** The days of `facts.days` on which no schedule covers `position`. */
function uncoveredDays(position: number, facts: BlockFacts): string[] {
  const schedules = facts.adSchedules.filter((s) => s.position === position);
  return facts.days.filter((day) => !schedules.some((s) => s.startDate <= day && s.endDate >= day));
}

const dayList = (days: string[]) =>
  days.length > 3 ? `${days.slice(0, 3).join(', ')} and ${days.length - 3} more` : days.join(', ');

export function blockProblems(block: NewsletterBlock, facts: BlockFacts): string[] {
  const problems: string[] = [];
  const { population } = block;
  const period = `${facts.days[0]} to ${facts.days.at(-1)}`;
  if (block.type === 'content_list') {
    const scheduled = (facts.scheduledByBlock.get(block.key) ?? 0) + (facts.scheduledByBlock.get('') ?? 0);
    const topsUp = population.sectionIds.length > 0 || population.contentTypes.length > 0;
    if (!population.fromSchedules && !topsUp)
      problems.push('Nothing fills it: it takes no scheduled items and names no sections or content types.');
    else if (!topsUp && scheduled === 0)
      problems.push(`Only scheduled items fill it, and none is scheduled from ${period}.`);
  }
  if (adTypes.has(block.type)) {
    const missing = uncoveredDays(population.position, facts);
    if (missing.length === facts.days.length)
      problems.push(
        `No active ad is scheduled at position ${population.position} from ${period}: the block is left out.`,
      );
    else if (missing.length)
      problems.push(`No active ad is scheduled at position ${population.position} on ${dayList(missing)}.`);
    const twin = facts.siblings.find(
      (other) =>
        other.key !== block.key && adTypes.has(other.type) && other.population.position === population.position,
    );
    if (twin) problems.push(`Block ${twin.key} shows position ${population.position} too: both show the same ad.`);
  }
  if (block.type === 'contacts') {
    if (population.contactIds.length === 0) problems.push('No contacts are chosen.');
    const gone = population.contactIds.filter((id) => !facts.activeContactIds.has(id));
    if (gone.length) problems.push(`Contacts ${gone.join(', ')} are missing or inactive and are left out.`);
  }
  if (block.type === 'issue') {
    const id = population.publicationId;
    if (id === null) {
      if (facts.publicationsWithIssue.size === 0) problems.push('The site has no active issue to show.');
    } else if (!facts.activePublicationIds.has(id))
      problems.push(`Publication ${id} is missing or inactive: the block is left out.`);
    else if (!facts.publicationsWithIssue.has(id)) problems.push(`Publication ${id} has no active issue to show.`);
  }
  if (block.type === 'html' && !block.html.trim()) problems.push('The block has no HTML.');
  if (block.type === 'passendo_ad' && (!block.passendo.imageUrl || !block.passendo.clickUrl))
    problems.push('The Passendo image or click URL is missing: the block is left out.');
  return problems;
}

/** A short account of what fills a block, for the analysis table. */
export function blockSummary(block: NewsletterBlock): string {
  const { population } = block;
  switch (block.type) {
    case 'content_list': {
      const sources = [
        population.fromSchedules ? 'schedules' : '',
        population.sectionIds.length ? `sections ${population.sectionIds.join(', ')}` : '',
        population.contentTypes.length ? `types ${population.contentTypes.join(', ')}` : '',
      ].filter(Boolean);
      return `${population.numberOfItems} items from ${sources.join(', ') || 'nothing'}`;
    }
    case 'fixed_ad':
    case 'native_ad':
      return `Ad position ${population.position}`;
    case 'contacts':
      return population.contactIds.length ? `Contacts ${population.contactIds.join(', ')}` : 'No contacts';
    case 'issue':
      return population.publicationId === null
        ? 'Newest issue of any publication'
        : `Publication ${population.publicationId}`;
    case 'html':
      return `${block.html.length} characters of HTML`;
    case 'passendo_ad':
      return `Passendo ${block.passendo.width}×${block.passendo.height}`;
  }
}
