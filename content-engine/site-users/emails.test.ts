import { describe, expect, it } from 'vitest';
import { alreadyRegisteredEmail, registrationEmail, siteLink, type MailSite } from './emails.ts';

const site: MailSite = {
  name: 'Fleet <News>',
  origin: 'https://www.fleet.example',
  from: 'Fleet <no-reply@fleet.example>',
};

describe('site user e-mails', () => {
  it('link to the site with the token as ?id=, encoded', () => {
    expect(siteLink(site, '/account/complete-registration', 'a+b/c')).toBe(
      'https://www.fleet.example/account/complete-registration?id=a%2Bb%2Fc',
    );
    expect(siteLink(site, '/account/login')).toBe('https://www.fleet.example/account/login');
  });

  it('carry the link in both bodies, named after the site, with its text escaped in HTML', () => {
    const link = siteLink(site, '/join', 'tok"en');
    const mail = registrationEmail(site, { to: 'ann@example.com', link });
    expect(mail).toMatchObject({
      to: 'ann@example.com',
      from: site.from,
      subject: 'Fleet <News>: Complete your registration',
    });
    expect(mail.text).toContain(`Complete your registration: ${link}`);
    expect(mail.html).toContain('href="https://www.fleet.example/join?id=tok%22en"');
    expect(mail.html).toContain('Fleet &lt;News&gt;');
    expect(mail.html).not.toContain('<News>');
  });

  it('tell an existing account where to log in and reset, without a registration link', () => {
    const mail = alreadyRegisteredEmail(site, {
      to: 'ann@example.com',
      loginLink: siteLink(site, '/account/login'),
      resetLink: siteLink(site, '/account/reset-password'),
    });
    expect(mail.text).toContain('https://www.fleet.example/account/login');
    expect(mail.text).toContain('Reset your password: https://www.fleet.example/account/reset-password');
  });
});
