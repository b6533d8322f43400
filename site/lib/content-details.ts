import type { ContentNode } from '../../content-engine/content/content-node.ts';
import { formatDisplayDate } from './dates.ts';
import { socialProfileLinks, type SocialLink } from './social-networks.ts';

/** One line of a content page's facts: a label, its text, and a link when it is one. */
export interface DetailRow {
  label: string;
  value: string;
  href?: string;
  /** A machine-readable date for <time>. */
  datetime?: string;
}

type Details = Pick<ContentNode, 'type' | 'startDate' | 'endDate' | 'venue' | 'address' | 'metadata' | 'linkUrl'>;

const timeZone = 'America/Chicago';
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "March 9, 2026, 5:00 PM CDT": event dates are on the Chicago clock (spec admin §9). */
export const eventDateTimeText = (epochMs: number) =>
  `${formatDisplayDate(epochMs, timeZone)}, ${timeFormat.format(epochMs).replace(/\u202f/g, ' ')}`;

const objectOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** An address's lines: street; city, region postal code; country. Empty parts are left out. */
export function addressLines(address: unknown): string[] {
  const a = objectOf(address);
  const region = [text(a.region ?? a.state), text(a.postalCode)].filter(Boolean).join(' ');
  return [text(a.address1 ?? a.address), [text(a.city), region].filter(Boolean).join(', '), text(a.country)].filter(
    Boolean,
  );
}

const row = (label: string, value: unknown, extra: Partial<DetailRow> = {}): DetailRow[] =>
  text(value) ? [{ label, value: text(value), ...extra }] : [];
const number = (label: string, value: unknown, unit: string) =>
  typeof value === 'number' ? [{ label, value: `${value.toLocaleString('en-US')}${unit}` }] : [];

function eventRows(content: Details): DetailRow[] {
  const venue = objectOf(content.venue);
  const where = [text(venue.name), ...addressLines({ ...objectOf(content.address), ...venue })].filter(Boolean);
  return [
    ...(content.startDate
      ? [
          {
            label: 'Starts',
            value: eventDateTimeText(content.startDate),
            datetime: new Date(content.startDate).toISOString(),
          },
        ]
      : []),
    ...(content.endDate
      ? [
          {
            label: 'Ends',
            value: eventDateTimeText(content.endDate),
            datetime: new Date(content.endDate).toISOString(),
          },
        ]
      : []),
    ...(content.type === 'Event' && where.length ? [{ label: 'Where', value: where.join(', ') }] : []),
  ];
}

function apparatusRows(details: Record<string, unknown>): DetailRow[] {
  return [
    ...row('Department', details.department),
    ...row('Location', details.location),
    ...row('Type', details.kind),
    ...row('Manufacturer', details.manufacturer),
    ...row('Model', details.model),
    ...row('Chassis', details.chassis),
    ...row('Model year', details.year),
    ...number('Pump', details.pumpGpm, ' gpm'),
    ...number('Water tank', details.tankGallons, ' gal.'),
    ...number('Foam tank', details.foamGallons, ' gal.'),
    ...number('Aerial', details.aerialFeet, ' ft.'),
    ...row('Dealer', details.dealer),
    ...lines(details.specs),
  ];
}

function inQuartersRows(details: Record<string, unknown>, address: unknown): DetailRow[] {
  const located = addressLines(address);
  return [
    ...row('Department', details.department),
    ...row('Station', details.station),
    ...row('Location', details.location || located.join(', ')),
    ...row('Year built', details.yearBuilt),
    ...number('Size', details.squareFeet, ' sq. ft.'),
    ...row('Apparatus bays', details.bays),
    ...row('Architect', details.architect),
    ...row('Contractor', details.contractor),
    ...row('Apparatus housed', listText(details.apparatusHoused)),
    ...row('Crew', listText(details.crew)),
    ...row('Features', listText(details.features)),
  ];
}

/** "Label: value" lines become rows of their own; other lines a row labelled Specification. */
const lines = (value: unknown): DetailRow[] =>
  text(value)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const match = /^([^:]{1,40}):\s*(.+)$/.exec(line);
      return match ? { label: match[1]!.trim(), value: match[2]!.trim() } : { label: 'Specification', value: line };
    });
const listText = (value: unknown) =>
  text(value)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('; ');

/** The facts the content_details block lists for the page item: event dates and place, apparatus specs, station facts. */
export function contentDetailRows(content: Details): DetailRow[] {
  const metadata = objectOf(content.metadata);
  if (content.type === 'Event' || content.type === 'Webinar') return eventRows(content);
  if (content.type === 'Apparatus') return apparatusRows(objectOf(metadata.apparatus));
  if (content.type === 'InQuarters') return inQuartersRows(objectOf(metadata.inQuarters), content.address);
  return [];
}

/** A company's or contact's ways to be reached, for company_overview (empty when it has none). */
export interface ContactCard {
  address: string[];
  phone: string;
  fax: string;
  email: string;
  jobTitle: string;
  website: string;
  social: SocialLink[];
}

export function contactCard(content: Details): ContactCard {
  const metadata = objectOf(content.metadata);
  const social = objectOf(metadata.socialLinks);
  const safe = (href: string) => (/^https?:\/\//i.test(href) ? href : '');
  return {
    address: addressLines(content.address),
    phone: text(metadata.phone),
    fax: text(metadata.fax),
    email: text(metadata.email),
    jobTitle: text(metadata.jobTitle),
    website: content.type === 'Contact' ? '' : safe(text(content.linkUrl)),
    social: socialProfileLinks(
      Object.fromEntries(Object.entries(social).map(([network, href]) => [network, safe(text(href))])),
    ),
  };
}

export const isEmptyCard = (card: ContactCard) =>
  !card.address.length && !card.phone && !card.fax && !card.email && !card.website && !card.social.length;

/** tel: href of a phone number as typed (digits and a leading +; an extension after a comma). */
export const telHref = (phone: string) => {
  const [number, extension] = phone.split(/\s*(?:x|ext\.?|extension)\s*/i);
  const digits = (number ?? '').replace(/[^\d+]/g, '');
  return `tel:${digits}${extension ? `,${extension.replace(/\D/g, '')}` : ''}`;
};
