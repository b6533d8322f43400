import sanitizeHtml from 'sanitize-html';
import { namespaceUserContent } from './user-content-names.ts';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'iframe', 'video', 'audio', 'source', 'picture'],
  allowedAttributes: {
    '*': ['class', 'id', 'title', 'lang', 'dir'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'loading'],
    video: ['src', 'poster', 'controls', 'width', 'height', 'preload'],
    audio: ['src', 'controls', 'preload'],
    source: ['src', 'srcset', 'type', 'media'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
    time: ['datetime'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster'],
  // Embedded players must come over https; everything else may also be site-relative.
  allowedSchemesByTag: { iframe: ['https'], video: ['https'], audio: ['https'], source: ['https'] },
  allowProtocolRelative: false,
  // Elements nested deeper are unwrapped (their text kept): every reader of a body (the gate's cut, search, renders) parses it in time linear in its size.
  nestingLimit: 64,
  // Ids and names in their own namespace (user-content-…): a body cannot clobber the page's elements or globals.
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: namespaceUserContent(attribs) }) },
};

/**
 * Editors' HTML as a page may show it (bodies, rich-text blocks, bios, news): editorial markup
 * (text, headings, lists, tables, links, images, https embeds) is kept; scripts, event handlers,
 * styles and javascript:/data: URLs are removed; ids and names are namespaced (user-content-…).
 */
export const sanitizeBody = (html: string) => sanitizeHtml(html, options);
