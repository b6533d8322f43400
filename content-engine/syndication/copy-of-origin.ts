import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { SyndicatedCopy } from '../content/operations/write-syndicated-copy.ts';
import type { ContentFieldsPatch } from '../content/writes/content-fields.ts';
import type { ContentFootprint } from '../content/writes/queries.ts';
import type { ContentType } from '../shared/content-types.ts';
import { ContentStatus } from '../shared/enums.ts';
import { targetAssetIds, targetPersonIds } from './target-references.ts';

/** Whether an item may be syndicated: memberships belong to one site, so an item they limit may not leave it. */
export const membershipLimited = (origin: Pick<ContentFootprint, 'membershipIds'>) => origin.membershipIds.length > 0;

/**
 * The copy of `origin` for the target site (without schedules): its fields, images and bylines
 * as the target's rows, its status and dates, and its address as canonical URL. An item that
 * became limited to memberships is copied as a draft, so the copy never shows what its origin gates.
 */
export async function copyOfOrigin(
  db: Knex,
  {
    origin,
    originUrl,
    targetTenantKey,
    now,
  }: { origin: ContentFootprint; originUrl: string; targetTenantKey: string; now: number },
): Promise<SyndicatedCopy> {
  const links = { originTenantKey: origin.tenantKey, targetTenantKey, now };
  const imageIds = await db('content_images').where({ content_id: origin.id }).orderBy('position').pluck('asset_id');
  const authorIds = await db('content_authors').where({ content_id: origin.id }).orderBy('position').pluck('person_id');
  const [primaryImageId] = origin.primaryImageId
    ? await targetAssetIds(db, { ...links, ids: [origin.primaryImageId] })
    : [];
  // Key contacts are the origin site's Contact items, which another site may not link: left out.
  const { keyContactIds: _contacts, ...metadata } = origin.metadata;
  const fileAssetId = typeof origin.file.assetId === 'number' ? origin.file.assetId : null;
  const [copiedFileAsset] = fileAssetId ? await targetAssetIds(db, { ...links, ids: [fileAssetId] }) : [];
  const file = Object.keys(origin.file).length ? { ...origin.file, assetId: copiedFileAsset } : null;
  return {
    fields: {
      type: origin.type as ContentType,
      name: origin.name,
      shortName: origin.shortName,
      seoTitle: origin.seoTitle,
      teaser: origin.teaser,
      body: origin.body,
      labels: origin.labels,
      metadata: metadata as ContentFieldsPatch['metadata'],
      gating: { surveyType: typeof origin.gating.surveyType === 'string' ? origin.gating.surveyType : null },
      registrationRequired: origin.registrationRequired,
      venue: origin.venue,
      address: origin.address,
      embedCode: origin.embedCode,
      linkUrl: origin.linkUrl,
      file: file as ContentFieldsPatch['file'],
      excludeAds: origin.excludeAds,
      startDate: origin.startDate,
      endDate: origin.endDate,
      primaryImageId: primaryImageId ?? null,
      imageIds: await targetAssetIds(db, { ...links, ids: imageIds.map(Number) }),
      authorIds: await targetPersonIds(db, { ...links, ids: authorIds.map(Number) }),
    },
    alias: origin.alias,
    status:
      membershipLimited(origin) && origin.status === ContentStatus.PUBLISHED ? ContentStatus.DRAFT : origin.status,
    published: origin.published,
    expires: origin.expires,
    canonicalUrl: originUrl,
  };
}

/** What a copy is made of, as one value: a sync writes a copy only when it changed. */
export const copyDigest = (copy: SyndicatedCopy) =>
  createHash('sha256')
    .update(JSON.stringify({ ...copy, schedules: undefined }))
    .digest('hex');
