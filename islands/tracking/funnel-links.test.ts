import { describe, expect, it } from 'vitest';
import { funnelLinkClick } from './funnel-links.ts';

const page = 'https://www.alpha.example/news/a-story?x=1';
const click = (href: string, label = 'Join Now', placement = 'header') =>
  funnelLinkClick({ href, label, placement }, page);

describe('the registration funnel of a link click', () => {
  it('counts links to the join pages as join link clicks, with the label and placement', () => {
    expect(click('/membership/choose')).toEqual({
      step: 'joinLinkClick',
      href: '/membership/choose',
      label: 'Join Now',
      placement: 'header',
    });
    expect(click('/membership/choose?redirectTo=%2Fnews')?.step).toBe('joinLinkClick');
    expect(click('https://www.alpha.example/membership/signup/insider', ' Join\n the club ')).toMatchObject({
      step: 'joinLinkClick',
      label: 'Join the club',
    });
  });

  it('counts links to the login page as login link clicks', () => {
    expect(click('/account/login?redirectTo=%2Fnews', 'Login', 'menu:header_secondary')).toMatchObject({
      step: 'loginLinkClick',
      placement: 'menu:header_secondary',
    });
  });

  it('leaves out other pages, other sites and addresses that do not parse', () => {
    for (const href of [
      '/news',
      '/account',
      '/membership/choose-later',
      'https://other.example/membership/choose',
      '//other.example/account/login',
      'http://[bad',
    ])
      expect(click(href)).toBeNull();
  });
});
