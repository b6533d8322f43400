import { z } from 'zod';
import { dbNullableNumber, dbNumber } from '../core/rows.ts';
import type { Asset } from '../assets/asset.ts';
import { activeMagazineStatus, issueCanonicalPath, publicationCanonicalPath } from './magazine.ts';

/*
 * Publications, issues and sections as the admin reads and writes them: any status, with their
 * counts and when they last changed. The site reads the active ones through magazine.ts.
 */

export type MagazineStatusName = 'ACTIVE' | 'INACTIVE';
const statusName = (status: number): MagazineStatusName => (status === activeMagazineStatus ? 'ACTIVE' : 'INACTIVE');

const publicationRecordRow = z.object({
  id: dbNumber,
  name: z.string(),
  alias: z.string(),
  description: z.string(),
  logo_id: dbNullableNumber,
  subscribe_url: z.string().nullable(),
  status: dbNumber,
  updated: dbNumber,
  issue_count: dbNumber,
  section_count: dbNumber,
});

export interface PublicationRecord {
  id: number;
  name: string;
  alias: string;
  description: string;
  logoId: number | null;
  logo: Asset | null;
  subscribeUrl: string | null;
  status: MagazineStatusName;
  issueCount: number;
  sectionCount: number;
  canonicalPath: string;
  updated: number;
}

export const toPublicationRecord = (row: unknown): Omit<PublicationRecord, 'logo'> => {
  const r = publicationRecordRow.parse(row);
  return {
    id: r.id,
    name: r.name,
    alias: r.alias,
    description: r.description,
    logoId: r.logo_id,
    subscribeUrl: r.subscribe_url,
    status: statusName(r.status),
    issueCount: r.issue_count,
    sectionCount: r.section_count,
    canonicalPath: publicationCanonicalPath(r.alias),
    updated: r.updated,
  };
};

const issueRecordRow = z.object({
  id: dbNumber,
  name: z.string(),
  alias: z.string(),
  description: z.string(),
  mail_date: dbNumber,
  digital_edition_url: z.string().nullable(),
  cover_image_id: dbNullableNumber,
  status: dbNumber,
  updated: dbNumber,
  content_count: dbNumber,
  pub_id: dbNumber,
  pub_name: z.string(),
  pub_alias: z.string(),
});

export interface IssueRecord {
  id: number;
  name: string;
  alias: string;
  description: string;
  /** Epoch ms, noon UTC of the day. */
  mailDate: number;
  digitalEditionUrl: string | null;
  coverImageId: number | null;
  coverImage: Asset | null;
  status: MagazineStatusName;
  /** Content items assigned to the issue. */
  contentCount: number;
  publication: { id: number; name: string; alias: string };
  canonicalPath: string;
  updated: number;
}

export const toIssueRecord = (row: unknown): Omit<IssueRecord, 'coverImage'> => {
  const r = issueRecordRow.parse(row);
  return {
    id: r.id,
    name: r.name,
    alias: r.alias,
    description: r.description,
    mailDate: r.mail_date,
    digitalEditionUrl: r.digital_edition_url,
    coverImageId: r.cover_image_id,
    status: statusName(r.status),
    contentCount: r.content_count,
    publication: { id: r.pub_id, name: r.pub_name, alias: r.pub_alias },
    canonicalPath: issueCanonicalPath(r.pub_alias, r.alias),
    updated: r.updated,
  };
};

const sectionRecordRow = z.object({
  id: dbNumber,
  name: z.string(),
  sequence: dbNumber,
  updated: dbNumber,
  content_count: dbNumber,
  pub_id: dbNumber,
  pub_name: z.string(),
});

export interface SectionRecord {
  id: number;
  name: string;
  /** Running order within the publication, lowest first. */
  sequence: number;
  /** Content items assigned to the section (in any issue). */
  contentCount: number;
  publication: { id: number; name: string };
  updated: number;
}

export const toSectionRecord = (row: unknown): SectionRecord => {
  const r = sectionRecordRow.parse(row);
  return {
    id: r.id,
    name: r.name,
    sequence: r.sequence,
    contentCount: r.content_count,
    publication: { id: r.pub_id, name: r.pub_name },
    updated: r.updated,
  };
};
