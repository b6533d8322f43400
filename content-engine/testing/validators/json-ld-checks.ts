/*
 * The properties schema.org types need to be eligible for Google's rich results, checked on the
 * JSON-LD a page carries: Article/NewsArticle, Event and VideoObject. Dates follow the spec (public
 * §5): yyyy-MM-dd, the video upload date with time and offset.
 */

type Json = Record<string, unknown>;

/** The parsed JSON-LD blocks of an HTML page; a block that does not parse is an error. */
export function jsonLdBlocks(html: string): Json[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Json,
  );
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoDateTimeWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const isUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\/\S+$/.test(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isDate = (value: unknown) =>
  typeof value === 'string' &&
  (isoDate.test(value) || isoDateTimeWithOffset.test(value)) &&
  !Number.isNaN(Date.parse(value));

function imageProblems(value: unknown, property: string): string[] {
  const images = asList(value);
  if (images.length === 0) return [`${property} is empty.`];
  return images.flatMap((image, i) =>
    isUrl(image) || (isObject(image) && isUrl(image.url)) ? [] : [`${property}[${i}] is not an absolute URL.`],
  );
}

function articleProblems(data: Json): string[] {
  const problems: string[] = [];
  if (!isText(data.headline)) problems.push('headline is missing.');
  else if (data.headline.length > 110)
    problems.push(`headline has ${data.headline.length} characters; Google takes at most 110.`);
  if (!isDate(data.datePublished))
    problems.push(`datePublished "${String(data.datePublished)}" is not an ISO 8601 date.`);
  if (data.dateModified !== undefined && !isDate(data.dateModified))
    problems.push(`dateModified "${String(data.dateModified)}" is not an ISO 8601 date.`);
  const authors = asList(data.author);
  if (authors.length === 0) problems.push('author is missing.');
  authors.forEach((author, i) => {
    if (!isObject(author) || (author['@type'] !== 'Person' && author['@type'] !== 'Organization'))
      problems.push(`author[${i}] is not a Person or Organization.`);
    else if (!isText(author.name)) problems.push(`author[${i}] has no name.`);
  });
  if (data.image !== undefined) problems.push(...imageProblems(data.image, 'image'));
  const publisher = data.publisher;
  if (!isObject(publisher) || publisher['@type'] !== 'Organization') problems.push('publisher is not an Organization.');
  else {
    if (!isText(publisher.name)) problems.push('publisher has no name.');
    if (!isObject(publisher.logo) || !isUrl(publisher.logo.url))
      problems.push('publisher has no logo with an absolute URL.');
  }
  return problems;
}

const addressParts = ['streetAddress', 'addressLocality', 'postalCode', 'addressRegion', 'addressCountry'];

function eventProblems(data: Json): string[] {
  const problems: string[] = [];
  if (!isText(data.name)) problems.push('name is missing.');
  if (!isDate(data.startDate)) problems.push(`startDate "${String(data.startDate)}" is not an ISO 8601 date.`);
  if (data.endDate !== undefined && !isDate(data.endDate))
    problems.push(`endDate "${String(data.endDate)}" is not an ISO 8601 date.`);
  const locations = asList(data.location);
  if (locations.length === 0) problems.push('location is missing.');
  for (const location of locations) {
    if (!isObject(location)) problems.push('location is not an object.');
    else if (location['@type'] === 'VirtualLocation') {
      if (!isUrl(location.url)) problems.push('the VirtualLocation has no absolute url.');
    } else if (location['@type'] === 'Place') {
      // Spec public §5: only the address parts present, and an address only when one part is.
      const address = location.address;
      if (!isObject(address) || address['@type'] !== 'PostalAddress') problems.push('the Place has no PostalAddress.');
      else {
        const present = addressParts.filter((part) => part in address);
        if (present.length === 0) problems.push('the PostalAddress has no parts.');
        for (const part of present) if (!isText(address[part])) problems.push(`address.${part} is empty.`);
        const unknown = Object.keys(address).filter((key) => key !== '@type' && !addressParts.includes(key));
        if (unknown.length) problems.push(`the PostalAddress has unknown properties: ${unknown.join(', ')}.`);
      }
    } else problems.push(`location has @type "${String(location['@type'])}", not Place or VirtualLocation.`);
  }
  const offline = data.eventAttendanceMode === 'https://schema.org/OfflineEventAttendanceMode';
  if (offline && !locations.some((l) => isObject(l) && l['@type'] === 'Place'))
    problems.push('an offline event needs a Place.');
  return problems;
}

function videoProblems(data: Json): string[] {
  const problems: string[] = [];
  if (!isText(data.name)) problems.push('name is missing.');
  if (!isText(data.description)) problems.push('description is missing.');
  problems.push(...imageProblems(data.thumbnailUrl, 'thumbnailUrl'));
  if (typeof data.uploadDate !== 'string' || !isoDateTimeWithOffset.test(data.uploadDate))
    problems.push(`uploadDate "${String(data.uploadDate)}" is not a date-time with an offset.`);
  if (!isUrl(data.embedUrl) && !isUrl(data.contentUrl))
    problems.push('neither embedUrl nor contentUrl is an absolute URL.');
  return problems;
}

const checksByType: Record<string, (data: Json) => string[]> = {
  Article: articleProblems,
  NewsArticle: articleProblems,
  BlogPosting: articleProblems,
  Event: eventProblems,
  VideoObject: videoProblems,
};

/** What a JSON-LD object misses for its @type; [] when nothing. Types not checked here are reported. */
export function structuredDataProblems(data: Json): string[] {
  const context = data['@context'];
  const contextProblems =
    context === 'https://schema.org' || context === 'http://schema.org'
      ? []
      : [`@context is "${String(context)}", not https://schema.org.`];
  const check = checksByType[String(data['@type'])];
  if (!check) return [...contextProblems, `@type "${String(data['@type'])}" has no checks here.`];
  return [...contextProblems, ...check(data)];
}
