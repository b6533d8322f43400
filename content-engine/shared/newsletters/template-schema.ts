import { z } from 'zod';
import { color, email, flag, group, int, link, list, requiredText, src, text } from '../schemas/fields.ts';
import { newsletterBlockTypes, newsletterHeaderStyles, newsletterWidths } from './constants.ts';

/*
 * A newsletter template as stored (`newsletter_templates.payload`; spec admin §3 "Newsletter
 * template"): its look, header, footer, deployment defaults, default testers and its grid of
 * newsletter blocks. Validated by the engine on every write and by the admin's form.
 */

/** Fonts every mail client has; the first is the family, the rest its fallbacks. */
export const newsletterFonts = [
  'Arial, Helvetica, sans-serif',
  'Georgia, Times, serif',
  'Helvetica, Arial, sans-serif',
  'Tahoma, Geneva, sans-serif',
  'Trebuchet MS, Helvetica, sans-serif',
  'Verdana, Geneva, sans-serif',
] as const;

const font = (value: (typeof newsletterFonts)[number]) => z.enum(newsletterFonts).default(value);
const labelledLink = z.object({
  label: requiredText(200),
  href: requiredText(2000).pipe(
    z
      .string()
      .regex(/^(\/|https?:\/\/|mailto:)\S*$/, 'Must be a URL (https://…), a mailto: link or a path starting with /'),
  ),
});
const socialLink = z.object({
  network: z.enum(['Facebook', 'Instagram', 'Linkedin', 'Twitter', 'Youtube', 'Pinterest', 'Other']),
  url: requiredText(2000).pipe(z.string().regex(/^https?:\/\/\S+$/, 'Must be a URL (https://…)')),
});

const styles = group({
  width: z
    .union(newsletterWidths.map((w) => z.literal(w)) as [z.ZodLiteral<700>, z.ZodLiteral<750>, z.ZodLiteral<800>], {
      error: 'Width must be 700, 750 or 800',
    })
    .default(700),
  backgroundColor: color('#f2f2f2'),
  contentBackgroundColor: color('#ffffff'),
  textColor: color('#222222'),
  linkColor: color('#1a5fa8'),
  accentColor: color('#1a5fa8'),
  fontFamily: font('Arial, Helvetica, sans-serif'),
  headingFontFamily: font('Georgia, Times, serif'),
  baseFontSize: int(12, 20, 15, 'Font size must be between 12 and 20'),
});

const gridTitleStyles = group({
  textColor: color('#1a5fa8'),
  backgroundColor: color(),
  borderColor: color('#1a5fa8'),
  fontSize: int(12, 32, 18, 'Title size must be between 12 and 32'),
  uppercase: flag(true),
});

const header = group({
  headerStyle: z
    .union(newsletterHeaderStyles.map((s) => z.literal(s)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>])
    .default(3),
  tagLine: text(300),
  link,
  /** The full-width image (style 1) or the split image (style 2). */
  image: src,
  imageAlt: text(300),
  /** The brand logo (style 3, and beside the split image of style 2). */
  logo: src,
  logoAlt: text(300),
  backgroundColor: color('#ffffff'),
  textColor: color('#222222'),
  borderColor: color('#dddddd'),
  borderWidth: int(0, 10, 1),
});

const footer = group({
  backgroundColor: color('#222222'),
  textColor: color('#ffffff'),
  linkColor: color('#ffffff'),
  alignment: z.enum(['left', 'center']).default('center'),
  socialIconSet: z.enum(['light', 'dark', 'color']).default('light'),
  navBarLinks: list(labelledLink, 12),
  imageBar: list(z.object({ src: requiredText(2000), alt: requiredText(300), href: link }), 6),
  /** Shown beside the unsubscribe and preferences links every e-mail carries. */
  subscriptionLinks: list(labelledLink, 6),
  informationLinks: list(labelledLink, 12),
  safeSenderInfo: text(2000),
  /** The publisher's postal address (CAN-SPAM). */
  postalAddress: text(500),
});

const deploymentSettings = group({
  defaultSubject: text(300),
  /** `Name <address>` or an address; empty: the site's MAIL_FROM. */
  defaultFrom: text(320).pipe(
    z
      .string()
      .regex(/^(|[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'Must be an e-mail address or Name <address>'),
  ),
  deploymentTypeId: z.number().int().positive().nullable().default(null),
  queryName: text(200),
  outputCriteria: text(200),
  billingCategoryCode: text(100),
  /** The Reply-To of deployed e-mails; empty: none. */
  replyTo: email,
});

const tester = z.object({
  firstName: text(100),
  lastName: text(100),
  emailAddress: z.email('Must be an e-mail address').max(320),
});

/** How a block looks in the e-mail. */
export const newsletterBlockStylingSchema = z.object({
  showTitle: z.boolean().default(true),
  backgroundColor: color(),
  textColor: color(),
  /** list: image beside text; feature: the first item large; grid: two columns (one on phones). */
  layout: z.enum(['list', 'feature', 'grid']).default('list'),
  imagePosition: z.enum(['left', 'right', 'top', 'none']).default('left'),
  showTeaser: z.boolean().default(true),
  showDate: z.boolean().default(false),
  showLabel: z.boolean().default(false),
  dividers: z.boolean().default(true),
});

/** What fills a block: for content lists, the items scheduled to the newsletter for the campaign's date. */
export const newsletterBlockPopulationSchema = z.object({
  /** content_list: items scheduled to this template (and this block, or any block) for the date. */
  fromSchedules: z.boolean().default(true),
  numberOfItems: z.number().int().min(1, 'Number of items must be at least 1').max(20).default(5),
  /** content_list: fill up with the newest published items of these sections when schedules run short. */
  sectionIds: z.array(z.number().int().positive()).max(20).default([]),
  contentTypes: z.array(z.string().max(40)).max(20).default([]),
  /** contacts: the people shown, in order. */
  contactIds: z.array(z.number().int().positive()).max(20).default([]),
  /** issue: the publication whose latest issue is shown; null: the newest issue of any publication. */
  publicationId: z.number().int().positive().nullable().default(null),
  /** fixed_ad / native_ad: the ad schedule position this block shows (1–100). */
  position: z
    .number()
    .int()
    .min(1, 'Position must be between 1 and 100')
    .max(100, 'Position must be between 1 and 100')
    .default(1),
});

export const newsletterCtaSchema = z.object({
  label: text(200),
  url: link,
});

export const newsletterBlockSchema = z.object({
  /** Stable within the template: campaigns and content schedules name the block by it. */
  key: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Block keys are 1–40 lower-case letters, digits or dashes'),
  type: z.enum(newsletterBlockTypes),
  title: text(300),
  styling: newsletterBlockStylingSchema.prefault({}),
  population: newsletterBlockPopulationSchema.prefault({}),
  cta: newsletterCtaSchema.prefault({}),
  /** html: the block's markup (sanitised on save). */
  html: text(50_000),
  /** passendo_ad: the ad server's image and click URLs ({{campaignId}}, {{date}} are filled in). */
  passendo: z
    .object({
      imageUrl: link,
      clickUrl: link,
      width: z.number().int().min(1).max(800).default(600),
      height: z.number().int().min(1).max(1000).default(100),
      alt: text(300, 'Advertisement'),
    })
    .prefault({}),
});

export const newsletterTemplatePayloadSchema = z
  .object({
    name: requiredText(200),
    description: text(2000),
    /** The id of the settings' `newsletters.enabledNewsletters` entry whose subscribers receive it. */
    newsletterId: text(100),
    legacyNewsletterProductId: z.number().int().positive().nullable().default(null),
    preheaderBlurb: text(300),
    styles,
    gridTitleStyles,
    socialLinks: list(socialLink, 10),
    header,
    footer,
    deploymentSettings,
    defaultTesters: list(tester, 50),
    blocks: list(newsletterBlockSchema, 40),
  })
  .refine((t) => new Set(t.blocks.map((b) => b.key)).size === t.blocks.length, {
    message: 'Block keys must be unique',
    path: ['blocks'],
  });

export type NewsletterTemplatePayload = z.output<typeof newsletterTemplatePayloadSchema>;
export type NewsletterTemplatePayloadInput = z.input<typeof newsletterTemplatePayloadSchema>;
export type NewsletterBlock = z.output<typeof newsletterBlockSchema>;
