import { describe, expect, it } from 'vitest';
import { registrationReminderEmail, siteLink, type MailSite } from '../site-users/emails.ts';

const site: MailSite = {
  name: 'Fleet <News>',
  origin: 'https://www.fleet.example',
  from: 'Fleet <no-reply@fleet.example>',
};
const link = siteLink(site, '/join/complete', 'tok"en');
const expires = Date.parse('2031-03-08T12:00:00Z');

describe('registration reminder e-mails', () => {
  it('the 1 h one says one step is left, links to the page and gives the link’s end date', () => {
    const mail = registrationReminderEmail(site, { to: 'ann@example.com', link, expires, kind: '1h' });
    expect(mail).toMatchObject({
      to: 'ann@example.com',
      from: site.from,
      subject: 'Fleet <News>: Your registration is almost done',
    });
    expect(mail.text).toContain('One step is left');
    expect(mail.text).toContain('until 8 March 2031');
    expect(mail.text).toContain(`Complete your registration: ${link}`);
    expect(mail.html).toContain('href="https://www.fleet.example/join/complete?id=tok%22en"');
    expect(mail.html).not.toContain('<News>');
  });

  it('the 24 h one says it is the last reminder', () => {
    const mail = registrationReminderEmail(site, { to: 'ann@example.com', link, expires, kind: '24h' });
    expect(mail.subject).toBe('Fleet <News>: Your registration is still waiting');
    expect(mail.text).toContain('This is the last reminder we send');
  });
});
