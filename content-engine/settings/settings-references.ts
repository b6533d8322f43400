import type { Knex } from 'knex';
import { invalidInput } from '../core/validate.ts';
import { ContentStatus } from '../shared/enums.ts';
import { podcastImageTypeMessage, podcastImageTypes, type SiteSettings } from '../shared/schemas/site-settings.ts';

type Problem = { path: string; message: string };

const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

/** Contacts that are not published persons of the tenant. */
async function contactProblems(db: Knex, tenantKey: string, settings: SiteSettings): Promise<Problem[]> {
  const references = settings.contacts.groups.flatMap((group, g) =>
    group.contacts.map((id, c) => ({ id, path: `contacts.groups.${g}.contacts.${c}` })),
  );
  if (references.length === 0) return [];
  const known = new Set(
    (
      await db('persons')
        .where({ tenant_key: tenantKey, status: ContentStatus.PUBLISHED })
        .whereIn('id', [...new Set(references.map((r) => r.id))])
        .pluck('id')
    ).map(Number),
  );
  return references
    .filter((r) => !known.has(r.id))
    .map((r) => ({ path: r.path, message: `Person ${r.id} is not a published person of this tenant` }));
}

/** A podcast image that is no asset of the tenant, or not of the spec's types (admin §5). */
async function podcastImageProblems(db: Knex, tenantKey: string, settings: SiteSettings): Promise<Problem[]> {
  const [id] = settings.podcast.image;
  if (id === undefined) return [];
  const asset: { file_name: string } | undefined = await db('assets')
    .where({ tenant_key: tenantKey, id })
    .first('file_name');
  const path = 'podcast.image';
  if (!asset) return [{ path, message: `Asset ${id} is not in this tenant's media library` }];
  return (podcastImageTypes as readonly string[]).includes(extensionOf(asset.file_name))
    ? []
    : [{ path, message: podcastImageTypeMessage }];
}

/** Refuses contacts and a podcast image the tenant does not have; `rename` maps document paths to input fields. */
export async function assertSettingsReferences(
  db: Knex,
  { tenantKey, settings, rename }: { tenantKey: string; settings: SiteSettings; rename: (path: string) => string },
) {
  const problems = [
    ...(await contactProblems(db, tenantKey, settings)),
    ...(await podcastImageProblems(db, tenantKey, settings)),
  ];
  if (problems.length)
    throw invalidInput(problems.map((problem) => ({ path: rename(problem.path), message: problem.message })));
}
