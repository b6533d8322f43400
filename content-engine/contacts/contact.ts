import { z } from 'zod';
import { dbNullableNumber, dbNumber } from '../core/rows.ts';
import type { Asset } from '../assets/asset.ts';

export const activeContactStatus = 1;

export const contactRow = z.object({
  id: dbNumber,
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  title: z.string(),
  email: z.string(),
  phone: z.string(),
  image_id: dbNullableNumber,
});

export const contactColumns = Object.keys(contactRow.shape);

export interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  title: string;
  email: string;
  phone: string;
  imageId: number | null;
  image: Asset | null;
}

/** A contact without its image asset; queries attach it. */
export const toContact = (row: unknown): Omit<Contact, 'image'> => {
  const r = contactRow.parse(row);
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    fullName: r.full_name,
    title: r.title,
    email: r.email,
    phone: r.phone,
    imageId: r.image_id,
  };
};
