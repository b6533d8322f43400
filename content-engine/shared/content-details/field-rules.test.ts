import { describe, expect, it } from 'vitest';
import { contentMetadataSchema } from './content-metadata.ts';
import { isEmail, isHttpUrl, isPhone } from './field-rules.ts';

describe('the shared field rules', () => {
  it('takes http and https addresses only', () => {
    expect(isHttpUrl('https://www.linkedin.com/company/acme')).toBe(true);
    expect(isHttpUrl('http://acme.example.com')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('ftp://acme.example.com')).toBe(false);
    expect(isHttpUrl('https://nodot')).toBe(false);
  });

  it('takes e-mail addresses', () => {
    expect(isEmail('sales@acme.example.com')).toBe(true);
    expect(isEmail('sales@acme')).toBe(false);
    expect(isEmail('a b@acme.com')).toBe(false);
  });

  it('takes phone numbers loosely: 7 to 15 digits, usual separators, an extension', () => {
    for (const phone of ['+1 (312) 555-0100', '312.555.0100', '+44 20 7946 0958', '312-555-0100 x42', '5550100'])
      expect(isPhone(phone), phone).toBe(true);
    for (const phone of ['555', 'call me', '+1 312 555 0100 0100 0100', '312-555-0100 ext'])
      expect(isPhone(phone), phone).toBe(false);
  });

  it('names each bad metadata field and keeps unknown keys', () => {
    const result = contentMetadataSchema.safeParse({
      email: 'nope',
      socialLinks: { linkedin: 'javascript:alert(1)' },
      apparatus: { year: 1800 },
      aiKeywords: ['x'],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'email',
      'socialLinks.linkedin',
      'apparatus.year',
    ]);
    expect(contentMetadataSchema.parse({ aiKeywords: ['x'], phone: '' })).toEqual({ aiKeywords: ['x'] });
  });
});
