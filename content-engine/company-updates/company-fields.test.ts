import { describe, expect, it } from 'vitest';
import { companyContentPatch, currentCompanyFields } from './company-fields.ts';
import { companyUpdateFields } from './company-update-fields.ts';

const item = {
  body: '<p>About us.</p>',
  linkUrl: 'https://acme.example',
  address: { address1: '1 Main St', city: 'Chicago', region: 'IL', country: 'US', lat: 41.9 },
  metadata: { phone: '+1 312 555 0100', socialLinks: { linkedin: 'https://linkedin.com/acme' }, aiCategory: 'kept' },
};

describe('company fields', () => {
  it('reads the current profile off the item, with blanks for what it lacks', () => {
    expect(currentCompanyFields(item)).toMatchObject({
      description: '<p>About us.</p>',
      address1: '1 Main St',
      state: 'IL',
      phone: '+1 312 555 0100',
      website: 'https://acme.example',
      socialLinks: { linkedin: 'https://linkedin.com/acme', facebook: '' },
      keyContacts: [],
      products: '',
    });
  });

  it('writes the profile back keeping the address and metadata keys it does not own', () => {
    const fields = companyUpdateFields.parse({ city: 'Dallas', phone: '+1 214 555 0199', website: '' });
    const patch = companyContentPatch(item, fields, 7);
    expect(patch.address).toMatchObject({ city: 'Dallas', lat: 41.9 });
    expect(patch.metadata).toMatchObject({ phone: '+1 214 555 0199', aiCategory: 'kept' });
    expect(patch.linkUrl).toBeNull();
    expect(patch.primaryImageId).toBe(7);
    expect(companyContentPatch(item, fields, null)).not.toHaveProperty('primaryImageId');
  });
});

describe('company update fields', () => {
  it('sanitises the description and strips control characters from text', () => {
    const parsed = companyUpdateFields.parse({
      description: '<p onclick="x()">Hi</p><script>alert(1)</script>',
      products: 'Trucks\u0000 and buses',
    });
    expect(parsed.description).toBe('<p>Hi</p>');
    expect(parsed.products).toBe('Trucks and buses');
  });

  it('refuses links that are not http(s), bad phones and a contact without a name', () => {
    const result = companyUpdateFields.safeParse({
      website: 'javascript:alert(1)',
      socialLinks: { twitter: 'ftp://x' },
      phone: 'call us',
      keyContacts: [{ name: ' ' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'keyContacts.0.name',
      'phone',
      'socialLinks.twitter',
      'website',
    ]);
  });
});
