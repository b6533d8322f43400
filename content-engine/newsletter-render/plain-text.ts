import { convert } from 'html-to-text';

/*
 * The plain-text part, from the rendered HTML: the hidden preheader and images are left out
 * (linked images repeat the link of the heading beside them), links are written as `text <url>`.
 */

export const plainText = (html: string) =>
  convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'div.ph', format: 'skip' },
      { selector: 'img', format: 'skip' },
      { selector: 'title', format: 'skip' },
      { selector: 'a', options: { hideLinkIfSameAsText: true, linkBrackets: ['<', '>'] } },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: true } },
      { selector: 'h3', options: { uppercase: false } },
      { selector: 'table', format: 'block' },
      { selector: 'tr', format: 'block' },
      { selector: 'td', format: 'block' },
    ],
  })
    // A link around an image only leaves its bare URL: the heading beside it carries the same link.
    .replace(/^https?:\/\/\S+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
