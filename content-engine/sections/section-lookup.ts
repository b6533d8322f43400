import { z } from 'zod';
import { notFound } from '../core/errors.ts';
import type { SectionTree } from './section-tree.ts';
import type { WebsiteSection } from './section.ts';

/** `{ id }` or `{ alias }` (with or without slashes); the id wins when both are given. */
export const sectionLookupInput = z
  .object({
    id: z.number().int().positive().nullish(),
    alias: z.string().max(500).nullish(),
  })
  .refine((input) => input.id != null || input.alias != null, { message: 'Give the section id or alias.' });

export type SectionLookup = z.infer<typeof sectionLookupInput>;

export function pickSection(tree: SectionTree, { id, alias }: SectionLookup): WebsiteSection {
  const section = id != null ? tree.byId(id) : tree.byAlias(alias ?? '');
  if (!section) throw notFound(id != null ? `Website section ${id}` : `Website section "${alias}"`);
  return section;
}
