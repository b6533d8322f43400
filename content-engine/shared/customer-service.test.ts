import { describe, expect, it } from 'vitest';
import {
  customerServiceAddress,
  rootDomainHost,
  siteLoginFailedText,
  splitEmailAddresses,
} from './customer-service.ts';

describe('customer service address', () => {
  it('is customerservice@ the bare root domain', () => {
    expect(customerServiceAddress('acme.com')).toBe('customerservice@acme.com');
    expect(customerServiceAddress(' https://www.Acme.com/about ')).toBe('customerservice@acme.com');
    expect(rootDomainHost('news.acme.co.uk.')).toBe('news.acme.co.uk');
  });

  it('is null for what is not a host name', () => {
    for (const value of ['', null, undefined, 'localhost', 'acme com', 'a@b.com', '-acme.com', 'acme..com', '<x>.com'])
      expect(customerServiceAddress(value)).toBeNull();
  });

  it('names the mailbox in the login failure text, keeping the spec words around it', () => {
    expect(siteLoginFailedText('acme.com')).toBe(
      'Please try again or use the reset password link below. If you continue to have issues, please email us at customer service (customerservice@acme.com) and include browser details.',
    );
    expect(siteLoginFailedText('')).toBe(
      "Please try again or use the reset password link below. If you continue to have issues, please email us at customer service on the site's root domain and include browser details.",
    );
  });

  it('splits a text at its e-mail addresses', () => {
    expect(splitEmailAddresses('mail (customerservice@acme.com) now')).toEqual([
      { text: 'mail (' },
      { text: 'customerservice@acme.com', email: 'customerservice@acme.com' },
      { text: ') now' },
    ]);
    expect(splitEmailAddresses('none')).toEqual([{ text: 'none' }]);
  });
});
