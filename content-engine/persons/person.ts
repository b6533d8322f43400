import { z } from 'zod';
import { dbNullableNumber, dbNumber } from '../core/rows.ts';
import type { Asset } from '../assets/asset.ts';

export const personRow = z.object({
  id: dbNumber,
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  title: z.string(),
  email: z.string(),
  bio: z.string(),
  image_id: dbNullableNumber,
  alias: z.string().nullable(),
  status: dbNumber,
});

export const personColumns = Object.keys(personRow.shape);

/** A person record: authors, contributors. `status` uses the content status values. */
export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  title: string;
  email: string;
  bio: string;
  alias: string | null;
  status: number;
  imageId: number | null;
  image: Asset | null;
}

/** A person without the image asset; queries attach it. */
export const toPerson = (row: unknown): Omit<Person, 'image'> => {
  const r = personRow.parse(row);
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    fullName: r.full_name,
    title: r.title,
    email: r.email,
    bio: r.bio,
    alias: r.alias,
    status: r.status,
    imageId: r.image_id,
  };
};
