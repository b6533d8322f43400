import { z } from 'zod';
import { dbNullableNumber, dbNumber } from '../core/rows.ts';
import type { Asset } from '../assets/asset.ts';

/** A publication or issue on the site; any other status keeps it in the admin only. */
export const activeMagazineStatus = 1;
export const inactiveMagazineStatus = 0;

export const publicationCanonicalPath = (alias: string) => `/magazine/${alias}`;
export const issueCanonicalPath = (publicationAlias: string, issueAlias: string) =>
  `/magazine/${publicationAlias}/${issueAlias}`;

export const publicationRow = z.object({
  id: dbNumber,
  name: z.string(),
  alias: z.string(),
  description: z.string(),
  logo_id: dbNullableNumber,
  subscribe_url: z.string().nullable(),
});

export interface Publication {
  id: number;
  name: string;
  alias: string;
  description: string;
  logoId: number | null;
  logo: Asset | null;
  subscribeUrl: string | null;
  /** "/magazine/{alias}" */
  canonicalPath: string;
}

/** A publication without its logo asset; queries attach it. */
export const toPublication = (row: unknown): Omit<Publication, 'logo'> => {
  const r = publicationRow.parse(row);
  return {
    id: r.id,
    name: r.name,
    alias: r.alias,
    description: r.description,
    logoId: r.logo_id,
    subscribeUrl: r.subscribe_url,
    canonicalPath: publicationCanonicalPath(r.alias),
  };
};

/** Selected with the publication joined as `pub_*`. */
export const issueRow = z.object({
  id: dbNumber,
  name: z.string(),
  alias: z.string(),
  description: z.string(),
  mail_date: dbNumber,
  digital_edition_url: z.string().nullable(),
  cover_image_id: dbNullableNumber,
  pub_id: dbNumber,
  pub_name: z.string(),
  pub_alias: z.string(),
});

export interface Issue {
  id: number;
  name: string;
  alias: string;
  description: string;
  /** Epoch ms. */
  mailDate: number;
  digitalEditionUrl: string | null;
  coverImageId: number | null;
  coverImage: Asset | null;
  publication: { id: number; name: string; alias: string; canonicalPath: string };
  /** "/magazine/{publicationAlias}/{issueAlias}" */
  canonicalPath: string;
}

/** An issue without its cover asset; queries attach it. */
export const toIssue = (row: unknown): Omit<Issue, 'coverImage'> => {
  const r = issueRow.parse(row);
  return {
    id: r.id,
    name: r.name,
    alias: r.alias,
    description: r.description,
    mailDate: r.mail_date,
    digitalEditionUrl: r.digital_edition_url,
    coverImageId: r.cover_image_id,
    publication: {
      id: r.pub_id,
      name: r.pub_name,
      alias: r.pub_alias,
      canonicalPath: publicationCanonicalPath(r.pub_alias),
    },
    canonicalPath: issueCanonicalPath(r.pub_alias, r.alias),
  };
};
