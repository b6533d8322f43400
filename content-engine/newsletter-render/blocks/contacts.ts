import type { NewsletterContact, ResolvedNewsletterBlock } from '../../shared/newsletters/render-input.ts';
import type { BlockColors, RenderContext } from '../context.ts';
import { blockColors } from '../context.ts';
import { blockWrapper, section } from '../frame.ts';
import { esc, tag } from '../markup.ts';
import { itemImage, itemText, pairs } from './item-parts.ts';

/* Contacts: the people a newsletter names (editors, sales), with photo, title, e-mail and phone. */

const contactLines = (contact: NewsletterContact, colors: BlockColors) =>
  [
    contact.email
      ? `<p style="margin:0"><a href="mailto:${esc(encodeURI(contact.email))}" style="color:${colors.link}">${esc(contact.email)}</a></p>`
      : '',
    contact.phone ? `<p style="margin:0">${esc(contact.phone)}</p>` : '',
  ].join('');

const contactCell = (
  ctx: RenderContext,
  resolved: ResolvedNewsletterBlock,
  colors: BlockColors,
  contact: NewsletterContact,
  width: string,
) => {
  const { styling, key } = resolved.block;
  const href = contact.url ? ctx.link(contact.url, key) : '';
  const image =
    styling.imagePosition === 'none' ? '' : itemImage(contact.imageSrc, contact.name, href, 96, '8px 16px 0');
  const text = itemText(
    ctx,
    colors,
    { ...styling, showTeaser: true, showLabel: false, showDate: false },
    {
      name: contact.name,
      href,
      teaser: contact.title,
      extra: contactLines(contact, colors),
    },
  );
  return tag('mj-column', { width }, image + text);
};

export const renderContacts = (ctx: RenderContext, resolved: ResolvedNewsletterBlock) => {
  const colors = blockColors(ctx, resolved);
  const { contacts, block } = resolved;
  if (contacts.length === 0) return '';
  const body =
    block.styling.layout === 'list'
      ? contacts.map((c) => section(contactCell(ctx, resolved, colors, c, '100%'), { padding: '4px 0' })).join('')
      : pairs(contacts)
          .map((row) =>
            section(
              row.map((c) => contactCell(ctx, resolved, colors, c, '50%')).join('') +
                (row.length === 1 ? tag('mj-column', { width: '50%' }, '') : ''),
              { padding: '4px 0' },
            ),
          )
          .join('');
  return blockWrapper(ctx, resolved, colors, body);
};
