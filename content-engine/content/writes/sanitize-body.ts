import sanitizeHtml from 'sanitize-html';

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
  // Embedded players must come over https; everything else may also be site-relative.
  allowedSchemesByTag: { iframe: ['https'], video: ['https'], audio: ['https'], source: ['https'] },
  allowProtocolRelative: false,
};

/**
 * Body HTML as stored: editorial markup (text, headings, lists, tables, links, images, https
 * embeds) is kept; scripts, event handlers, styles and javascript: URLs are removed.
 */
export const sanitizeBody = (html: string) => sanitizeHtml(html, options);
