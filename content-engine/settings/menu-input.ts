import { z } from 'zod';
import { required } from '../core/validate.ts';
import { requiredMessage, type MenuName } from '../shared/schemas/site-settings.ts';

export const menuNames = [
  'header_primary',
  'header_secondary',
  'hamburger',
  'footer',
  'mega_1',
  'mega_2',
  'mega_3',
  'affiliated_brands',
] as const satisfies readonly MenuName[];

export const hrefMessage = 'Must be a URL (https://…) or a path starting with /';
/** A site path ("/news", not "//host") or an absolute http(s) URL. */
const hrefPattern = /^(\/(?!\/)\S*|https?:\/\/[^\s/?#]+\S*)$/i;

const linkFields = {
  label: z.string(required).trim().min(1, requiredMessage).max(200),
  href: z
    .string(required)
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(2000)
    .regex(hrefPattern, hrefMessage),
};
const childLink = z.object(linkFields);
const menuLink = z.object({
  ...linkFields,
  children: z
    .array(childLink)
    .max(50)
    .nullish()
    .transform((c) => c ?? undefined),
});

export const setMenuInput = z.object({
  menu: z.enum(menuNames),
  links: z.array(menuLink).max(100, 'A menu holds at most 100 links'),
});

export type MenuLinkInput = z.output<typeof menuLink>;
