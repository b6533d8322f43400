import type { Knex } from 'knex';
import type { EngineMemos } from '../core/engine-memos.ts';
import { findAssetsByIds } from '../assets/queries.ts';
import { findAuthorsForContent } from '../persons/queries.ts';
import type { SectionTree } from '../sections/section-tree.ts';
import type { Taxonomy } from '../taxonomy/taxonomy.ts';
import { findTaxonomyForContent } from '../taxonomy/queries.ts';
import { memoisedCardRelations, type CardRelations } from './card-relations-memo.ts';
import type { ContentItem } from './content-item.ts';
import { findContentByIds, findImageLinks, type ImageLink } from './queries.ts';
import { relationsAhead } from './read-ahead.ts';
import { findSchedulesForContent, type WebsiteSchedule } from './schedules.ts';
import { toContentNode, type ContentNode } from './content-node.ts';

export interface HydrateOptions {
  db: Knex;
  /** The engine's memos, where `db` is the engine's own handle (not a transaction): a renderer's engine shares cards and read-ahead windows through them. */
  memos?: EngineMemos;
  tenantKey: string;
  sections: SectionTree;
  now: number;
  /** Site origin for absolute canonical URLs, e.g. https://www.fleetowner.com */
  origin: string;
  /** Full page data (images, taxonomy, schedules, body) rather than list cards. */
  full: boolean;
}

interface Relations extends CardRelations {
  taxonomy?: Map<number, Taxonomy[]>;
  schedules?: Map<number, WebsiteSchedule[]>;
  imageLinks?: Map<number, ImageLink[]>;
}

/**
 * Every relation of the items (the full ones only with `full`): from a bulk render's read-ahead
 * when it holds them, else in a fixed number of batched queries.
 */
async function loadRelations(items: readonly ContentItem[], o: HydrateOptions): Promise<Relations> {
  const ahead = await relationsAhead(o.memos, o.tenantKey, items, o);
  if (ahead) return ahead;
  const ids = items.map((item) => item.id);
  const [authors, companies, taxonomy, schedules, imageLinks] = await Promise.all([
    findAuthorsForContent(o.db, o.tenantKey, ids),
    findContentByIds(
      o.db,
      o.tenantKey,
      items.flatMap((item) => (item.companyId ? [item.companyId] : [])),
      { publicOnly: true, now: o.now },
    ),
    o.full ? findTaxonomyForContent(o.db, o.tenantKey, ids) : undefined,
    o.full ? findSchedulesForContent(o.db, o.tenantKey, ids) : undefined,
    o.full ? findImageLinks(o.db, ids) : undefined,
  ]);
  const assetIds = [
    ...items.flatMap((item) => (item.primaryImageId ? [item.primaryImageId] : [])),
    ...[...(imageLinks?.values() ?? [])].flat().map((link) => link.assetId),
  ];
  const assets = await findAssetsByIds(o.db, o.tenantKey, [...new Set(assetIds)]);
  return {
    authors,
    companies: new Map(companies.map((company) => [company.id, company])),
    assets,
    taxonomy,
    schedules,
    imageLinks,
  };
}

/**
 * Turns items into nodes with their relations, in a fixed number of batched queries. List cards
 * take theirs from the memo a renderer shares between the pages it renders, where there is one
 * (card-relations-memo.ts).
 */
export async function hydrateContent(items: readonly ContentItem[], o: HydrateOptions): Promise<ContentNode[]> {
  if (items.length === 0) return [];
  const relations: Relations =
    (!o.full && (await memoisedCardRelations(o.memos, o.tenantKey, items, o.now))) || (await loadRelations(items, o));
  const { authors, companies, assets, taxonomy, schedules, imageLinks } = relations;
  return items.map((item) =>
    toContentNode(item, {
      full: o.full,
      origin: o.origin,
      sections: o.sections,
      authors: authors.get(item.id) ?? [],
      company: item.companyId ? (companies.get(item.companyId) ?? null) : null,
      primaryImage: item.primaryImageId ? (assets.get(item.primaryImageId) ?? null) : null,
      images: (imageLinks?.get(item.id) ?? []).flatMap((link) => assets.get(link.assetId) ?? []),
      taxonomy: taxonomy?.get(item.id) ?? [],
      schedules: schedules?.get(item.id) ?? [],
    }),
  );
}
