import type { Random } from './prng.ts';
import { adjectives } from './words.ts';

/** The words one piece of text is built from. */
export interface TextContext {
  subject: string;
  company: string;
  otherCompany: string;
  product: string;
  audience: string;
  organization: string;
  person: string;
  year: number;
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '') || 'item';

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const titleCase = (text: string) =>
  text.replace(/\b([a-z])([a-z]*)/g, (word, first: string, rest: string) =>
    ['and', 'of', 'for', 'the', 'to', 'in', 'on', 'at'].includes(word) ? word : first.toUpperCase() + rest,
  );

const fill = (template: string, c: TextContext, random: Random) =>
  template
    .replace(/\{Subject\}/g, capitalize(c.subject))
    .replace(/\{subject\}/g, c.subject)
    .replace(/\{company\}/g, c.company)
    .replace(/\{other\}/g, c.otherCompany)
    .replace(/\{product\}/g, c.product)
    .replace(/\{audience\}/g, c.audience)
    .replace(/\{Audience\}/g, capitalize(c.audience))
    .replace(/\{org\}/g, c.organization)
    .replace(/\{person\}/g, c.person)
    .replace(/\{year\}/g, String(c.year))
    .replace(/\{n\}/g, () => String(random.int(3, 12)))
    .replace(/\{pct\}/g, () => String(random.int(8, 64)))
    .replace(/\{adj\}/g, () => random.pick(adjectives));

const headlines = [
  '{company} unveils {adj} {product} for {audience}',
  'How {audience} are rethinking {subject}',
  '{n} ways to cut costs with better {subject}',
  '{org} proposes changes affecting {subject}',
  'Why now is the time to act on {subject}',
  'Inside {company}’s push into {subject}',
  'The state of {subject}: what the data shows',
  'Survey: {pct}% of {audience} plan to invest in {subject}',
  '{Subject}: lessons from the field',
  '{company} reports strong demand for its {product}',
  'What {audience} should know about {subject}',
  'Five questions about {subject}, answered',
];

const byType: Record<string, string[]> = {
  News: [
    '{org} issues guidance on {subject}',
    '{company} expands {product} line',
    '{company} names new CEO amid growing focus on {subject}',
    '{Subject} update: {org} weighs next steps',
  ],
  Blog: ['Notes from the road: {subject}', 'My take on {subject}', 'What I learned about {subject} this quarter'],
  PressRelease: [
    '{company} announces partnership with {other} on {subject}',
    '{company} launches {adj} {product}',
    '{company} acquires {other}',
  ],
  Video: [
    'Video: {company} demonstrates its {product}',
    'Watch: a closer look at {subject}',
    'Video: {person} on {subject}',
  ],
  Podcast: [
    'Podcast: {person} on {subject}',
    'Podcast: the business case for {subject}',
    'Podcast: {audience} talk {subject}',
  ],
  Webinar: [
    'Webinar: {Subject} best practices for {audience}',
    'Webinar: getting ROI from {subject}',
    'Live webinar: {subject} in {year}',
  ],
  Whitepaper: [
    'The {year} guide to {subject}',
    'Whitepaper: {subject} benchmark report',
    'A buyer’s guide to the {product}',
  ],
  Event: ['{Subject} Summit {year}', '{Subject} Expo {year}', '{Audience} Leadership Forum {year}'],
  Document: ['{org} fact sheet: {subject}', 'Checklist: {subject}', 'Spec sheet: {company} {product}'],
  MediaGallery: [
    'Photos: {subject} on display',
    'Gallery: {company}’s {product} up close',
    'Photos: the year in {subject}',
  ],
  Promotion: [
    'Save {pct}% on the {product} this quarter',
    'Free trial: {company} {product}',
    'Limited offer from {company}',
  ],
  Group: ['{Subject} Working Group', '{Audience} Peer Network', '{Subject} Council'],
  Product: ['{company} {product}', '{company} {adj} {product}', 'The {product} from {company}'],
};

/** A headline for an item of `type` (types with their own names are handled by the caller). */
export function headline(type: string, c: TextContext, random: Random): string {
  const templates = byType[type] && random.chance(0.7) ? byType[type] : headlines;
  return capitalize(fill(random.pick(templates), c, random));
}

const sentences = [
  '{Audience} have been watching {subject} closely this year.',
  'According to {org}, the changes could take effect within {n} months.',
  '{company} says its {product} addresses the most common complaints from {audience}.',
  '“We see {subject} as the biggest opportunity of the decade,” said {person}.',
  'Early adopters report savings of {pct}% in the first year.',
  'The shift toward {subject} is reshaping how {audience} plan budgets.',
  'Analysts expect spending on {subject} to grow {pct}% by {year}.',
  '{other} has taken a different approach, focusing on integration rather than hardware.',
  'Not everyone is convinced: some {audience} worry about upfront costs.',
  'A recent survey found {pct}% of respondents had a formal plan for {subject}.',
  'The {product} is available now, with volume pricing for larger customers.',
  'Training remains a hurdle, and vendors are responding with new programs.',
  '{org} will take public comments for {n} weeks before deciding.',
  'For many {audience}, the question is no longer whether to invest but when.',
  '{person} recommends starting with a pilot and measuring results for {n} months.',
];

const paragraph = (c: TextContext, random: Random) =>
  random
    .sample(sentences, random.int(3, 5))
    .map((s) => fill(s, c, random))
    .join(' ');

/** A teaser of 50 to 600 characters. */
export function teaser(c: TextContext, random: Random): string {
  const text = random
    .sample(sentences, random.int(1, 3))
    .map((s) => fill(s, c, random))
    .join(' ');
  const padded = text.length < 50 ? `${text} Here is what ${c.audience} need to know.` : text;
  return padded.length > 600 ? `${padded.slice(0, 597).replace(/\s+\S*$/, '')}…` : padded;
}

/** An HTML body: several paragraphs, a subheading, sometimes a quote or a list. */
export function body(c: TextContext, random: Random): string {
  const parts = Array.from({ length: random.int(3, 7) }, () => `<p>${paragraph(c, random)}</p>`);
  parts.splice(
    2,
    0,
    `<h2>${capitalize(fill(random.pick(['What it means for {audience}', 'The bottom line', 'Why {subject} matters', 'What comes next']), c, random))}</h2>`,
  );
  if (random.chance(0.3))
    parts.splice(
      1,
      0,
      `<blockquote><p>${fill(random.pick(sentences.filter((s) => s.startsWith('“'))), c, random)}</p></blockquote>`,
    );
  if (random.chance(0.25))
    parts.push(
      `<ul>${random
        .sample(sentences, 3)
        .map((s) => `<li>${fill(s, c, random)}</li>`)
        .join('')}</ul>`,
    );
  return parts.join('\n');
}
