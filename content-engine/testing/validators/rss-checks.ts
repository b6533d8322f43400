import { create } from 'xmlbuilder2';

/*
 * RSS 2.0 (https://www.rssboard.org/rss-specification) checks on a document that is already known
 * to be well-formed XML (xmllint checks that; xmlbuilder2's parser is lenient).
 */

const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const rfc822Pattern = new RegExp(
  `^(?:(${days.join('|')}), )?(\\d{1,2}) (${months.join('|')}) (\\d{4}|\\d{2}) (\\d{2}):(\\d{2})(?::(\\d{2}))? (UT|GMT|[ECMP][SD]T|[A-IK-Z]|[+-]\\d{4})$`,
);

/** Whether a date-time is RFC 822 (with the four-digit years RSS allows) and names a real moment. */
export function isRfc822(value: string): boolean {
  const match = rfc822Pattern.exec(value);
  if (!match) return false;
  const [, weekday, day, month, year, hours, minutes, seconds = '0'] = match;
  if (Number(day) > 31 || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 60) return false;
  const date = new Date(Date.UTC(Number(year!.length === 2 ? `19${year}` : year), months.indexOf(month!), Number(day)));
  if (date.getUTCDate() !== Number(day)) return false;
  return !weekday || days[date.getUTCDay()] === weekday;
}

const isAbsoluteUrl = (value: string) => /^https?:\/\/[^\s/?#]+\S*$/.test(value);

const children = (element: Element, name?: string) =>
  [...element.childNodes].filter((node): node is Element => node.nodeType === 1 && (!name || node.nodeName === name));
const text = (element: Element, name: string) => children(element, name)[0]?.textContent?.trim();

/** What keeps a document from being a usable RSS 2.0 feed; [] when nothing does. */
export function rssProblems(xml: string): string[] {
  const problems: string[] = [];
  const root = create(xml).root().node as unknown as Element;
  if (root.nodeName !== 'rss') return [`The root element is <${root.nodeName}>, not <rss>.`];
  if (root.getAttribute('version') !== '2.0')
    problems.push(`rss@version is "${root.getAttribute('version')}", not "2.0".`);
  const channels = children(root, 'channel');
  if (channels.length !== 1)
    return [...problems, `<rss> has ${channels.length} <channel> elements; it needs exactly one.`];
  const channel = channels[0]!;
  for (const name of ['title', 'link', 'description'])
    if (!text(channel, name)) problems.push(`The channel has no ${name}.`);
  const link = text(channel, 'link');
  if (link && !isAbsoluteUrl(link)) problems.push(`The channel link "${link}" is not an absolute URL.`);
  for (const name of ['pubDate', 'lastBuildDate']) {
    const value = text(channel, name);
    if (value !== undefined && !isRfc822(value))
      problems.push(`The channel ${name} "${value}" is not an RFC 822 date.`);
  }
  children(channel, 'item').forEach((item, index) => {
    const label = `Item ${index + 1}`;
    if (!text(item, 'title') && !text(item, 'description'))
      problems.push(`${label} has neither a title nor a description.`);
    const itemLink = text(item, 'link');
    if (itemLink !== undefined && !isAbsoluteUrl(itemLink))
      problems.push(`${label}'s link "${itemLink}" is not an absolute URL.`);
    const pubDate = text(item, 'pubDate');
    if (pubDate === undefined) problems.push(`${label} has no pubDate.`);
    else if (!isRfc822(pubDate)) problems.push(`${label}'s pubDate "${pubDate}" is not an RFC 822 date.`);
    const guid = children(item, 'guid')[0];
    const guidText = guid?.textContent?.trim();
    if (!guid || !guidText) problems.push(`${label} has no guid.`);
    else if (guid.getAttribute('isPermaLink') !== 'false' && !isAbsoluteUrl(guidText))
      problems.push(`${label}'s guid "${guidText}" is a permalink but not an absolute URL.`);
  });
  return problems;
}
