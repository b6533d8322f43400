import { z } from 'zod';
import { dbNullableNumber, dbNumber } from '../core/rows.ts';

export const activeTaxonomyStatus = 1;

export const taxonomyRow = z.object({ id: dbNumber, type: z.string(), name: z.string(), full_name: z.string() });

export const taxonomyColumns = Object.keys(taxonomyRow.shape);

/** A term: a Bin, Tag, Location, Organization or Person. */
export interface Taxonomy {
  id: number;
  type: string;
  name: string;
  fullName: string;
}

export const toTaxonomy = (row: unknown): Taxonomy => {
  const r = taxonomyRow.parse(row);
  return { id: r.id, type: r.type, name: r.name, fullName: r.full_name };
};

/** A term with its place in the tree, as the admin list and the writes answer it. */
export interface TaxonomyTerm extends Taxonomy {
  parentId: number | null;
}

const termRow = taxonomyRow.extend({ parent_id: dbNullableNumber });
export const termColumns = [...taxonomyColumns, 'parent_id'];

export const toTerm = (row: unknown): TaxonomyTerm => {
  const r = termRow.parse(row);
  return { id: r.id, type: r.type, name: r.name, fullName: r.full_name, parentId: r.parent_id };
};
