import { firstColor, readable } from './colors.ts';
import type { RenderContext } from './context.ts';
import { esc, leaf, tag } from './markup.ts';
import { socialIcons } from './social.ts';

/*
 * The footer (spec admin §3): social icons, the nav bar, the image bar, the subscription links
 * (the recipient's own unsubscribe and preferences links, or in the web archive and previews a
 * link to manage subscriptions on the site), information links, safe-sender info and the postal
 * address, aligned left or centred.
 */

interface LinkLike {
  label: string;
  href: string;
}

export const manageSubscriptionsPath = '/account#manage-newsletters';

const lines = (text: string) => esc(text).replace(/\r?\n/g, '<br>');

export const renderFooter = (ctx: RenderContext) => {
  const f = ctx.input.template.payload.footer;
  const background = firstColor(f.backgroundColor, '#222222');
  const color = readable(f.textColor, background);
  const linkColor = readable(f.linkColor, background);
  const align = f.alignment;
  const text = (content: string, padding = '4px 16px') =>
    content ? tag('mj-text', { align, color, 'font-size': '13px', padding }, content) : '';
  const anchor = (href: string, label: string) =>
    href ? `<a href="${esc(href)}" style="color:${linkColor}">${esc(label)}</a>` : esc(label);
  const linkRow = (links: LinkLike[], key: string) =>
    links.map((l) => anchor(ctx.link(l.href, key), l.label)).join(' &nbsp;|&nbsp; ');

  const { recipient } = ctx.input;
  // Per-recipient links carry the subscriber's token: no tracking parameters are added to them.
  const personal: string[] = recipient
    ? [anchor(recipient.unsubscribeUrl, 'Unsubscribe'), anchor(recipient.preferencesUrl, 'Update your preferences')]
    : [anchor(ctx.link(manageSubscriptionsPath, 'footer'), 'Manage your subscriptions')];
  const subscription = [...personal, linkRow(f.subscriptionLinks, 'footer')].filter(Boolean).join(' &nbsp;|&nbsp; ');

  const imageBar = f.imageBar.length
    ? tag(
        'mj-section',
        { 'background-color': background, padding: '8px 0' },
        f.imageBar
          .map((image) =>
            tag(
              'mj-column',
              { width: `${Math.floor(100 / f.imageBar.length)}%` },
              leaf('mj-image', {
                src: ctx.src(image.src),
                alt: image.alt,
                href: image.href ? ctx.link(image.href, 'footer') : undefined,
                padding: '4px 8px',
              }),
            ),
          )
          .join(''),
      )
    : '';
  const main = [socialIcons(ctx, f.socialIconSet, align), text(linkRow(f.navBarLinks, 'footer-nav'), '8px 16px')].join(
    '',
  );
  const rest = [
    text(subscription),
    text(linkRow(f.informationLinks, 'footer')),
    text(lines(f.safeSenderInfo)),
    text(lines(f.postalAddress), '4px 16px 16px'),
  ].join('');
  const section = (content: string) =>
    content
      ? tag('mj-section', { 'background-color': background, padding: '8px 0' }, tag('mj-column', {}, content))
      : '';
  return section(main) + imageBar + section(rest);
};
