import type { MailMessage } from '../core/mailer.ts';
import { isEmail } from '../shared/content-details/field-rules.ts';
import type { LeadField } from '../shared/lead-forms.ts';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const html = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);

/** One header line: control characters (CR/LF above all) become spaces, so no text can add a header. */
export const headerText = (text: string, max = 300) =>
  text
    // eslint-disable-next-line no-control-regex -- control characters are what a mail header must not carry
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .trim()
    .slice(0, max);

/** The valid addresses of a settings list (`sendTo`, `sendBcc`: separated by commas, semicolons or spaces), at most 20. */
export const addressList = (list: string): string[] =>
  [...new Set(list.split(/[\s,;]+/).filter((address) => address !== '' && isEmail(address)))].slice(0, 20);

export interface LeadLetter {
  siteName: string;
  subject: string;
  /** An absolute image URL shown above the message, or null. */
  headerImage: string | null;
  intro: string;
  /** The item the inquiry is about, linked. */
  about: { title: string; url: string } | null;
  fields: readonly LeadField[];
  values: Readonly<Record<string, string>>;
}

/** The notification to one recipient: every field as "Label: value", escaped in the HTML body. */
export function leadLetter(letter: LeadLetter, { to, from }: { to: string; from: string }): MailMessage {
  const rows = letter.fields.map((field) => ({ label: field.label, value: letter.values[field.name] ?? '' }));
  const text = [
    letter.intro,
    ...(letter.about ? [`${letter.about.title}\n${letter.about.url}`] : []),
    rows.map((row) => `${row.label}: ${row.value}`).join('\n'),
  ].join('\n\n');
  const body = [
    ...(letter.headerImage ? [`<p><img src="${html(letter.headerImage)}" alt="${html(letter.siteName)}"></p>`] : []),
    `<p>${html(letter.intro)}</p>`,
    ...(letter.about ? [`<p><a href="${html(letter.about.url)}">${html(letter.about.title)}</a></p>`] : []),
    '<table>',
    ...rows.map(
      (row) =>
        `<tr><th align="left" valign="top">${html(row.label)}</th><td>${html(row.value).replace(/\r?\n/g, '<br>')}</td></tr>`,
    ),
    '</table>',
  ];
  return { to, from, subject: headerText(letter.subject), text: `${text}\n`, html: body.join('\n') };
}
