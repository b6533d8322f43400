import { DomUtils, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';
import type { NewsletterRenderInput } from '../../shared/newsletters/render-input.ts';
import { renderNewsletter } from '../render-newsletter.ts';

/* The rendered e-mail as a document the tests query: its elements, links, images and visible text. */

export const parseEmail = (html: string) => {
  const doc = parseDocument(html);
  const elements = DomUtils.findAll(() => true, doc.children) as Element[];
  const byTag = (name: string) => elements.filter((e) => e.name === name);
  return {
    html,
    elements,
    byTag,
    links: () => byTag('a').map((a) => ({ href: a.attribs.href ?? '', text: DomUtils.textContent(a).trim() })),
    images: () => byTag('img').map((img) => ({ src: img.attribs.src ?? '', alt: img.attribs.alt })),
    text: () => DomUtils.textContent(byTag('body')).replace(/\s+/g, ' '),
  };
};

export const render = async (input: NewsletterRenderInput) => {
  const rendered = await renderNewsletter(input);
  return { ...rendered, dom: parseEmail(rendered.html) };
};
