import { describe, expect, it } from 'vitest';
import { contentMetadataSchema } from '../../../../../content-engine/shared/content-details/content-metadata.ts';
import { emptyTypeFieldValues, toTypeFieldValues, typeFieldInput, type TypeFieldSource } from './type-field-values.ts';

const company: TypeFieldSource = {
  startDate: null,
  endDate: null,
  venue: {},
  address: { address1: '1 Main St', city: 'Chicago', state: 'IL', postalCode: '60601', country: 'US' },
  metadata: {
    description: 'Trucks.',
    aiKeywords: ['fleet'],
    phone: '+1 (312) 555-0100',
    socialLinks: { linkedin: 'https://www.linkedin.com/company/acme' },
    keyContactIds: [12, 11],
  },
  excludeAds: { reskinAd: true },
  file: {},
  embedCode: null,
  linkUrl: 'https://acme.example.com',
};

describe('the type fields of the editor', () => {
  it('round-trips a company: address, phone, social links, key contacts in order, and keeps other metadata', () => {
    const values = toTypeFieldValues(company);
    expect(values.address).toEqual({
      address1: '1 Main St',
      city: 'Chicago',
      region: 'IL',
      postalCode: '60601',
      country: 'US',
    });
    expect(values.keyContacts.map((c) => c.id)).toEqual([12, 11]);
    values.email = ' sales@acme.example.com ';
    values.socialLinks.youtube = 'https://youtube.com/@acme';
    const input = typeFieldInput('Company', values);
    expect(input).toMatchObject({
      address: { address1: '1 Main St', city: 'Chicago', region: 'IL', postalCode: '60601', country: 'US' },
      linkUrl: 'https://acme.example.com',
      excludeAds: { reskinAd: true },
    });
    expect(input.metadata).toMatchObject({
      description: 'Trucks.',
      aiKeywords: ['fleet'],
      phone: '+1 (312) 555-0100',
      email: 'sales@acme.example.com',
      keyContactIds: [12, 11],
      socialLinks: { linkedin: 'https://www.linkedin.com/company/acme', youtube: 'https://youtube.com/@acme' },
    });
    expect(contentMetadataSchema.safeParse(input.metadata).success).toBe(true);
  });

  it('sends an event end day without a time as 5 PM Chicago, and its venue with the address', () => {
    const values = emptyTypeFieldValues();
    Object.assign(values, { startDay: '2026-11-01', startTime: '09:00', endDay: '2026-11-03', endTime: '' });
    values.venue = { ...values.venue, id: 7, name: 'McCormick Place', city: 'Chicago', region: 'IL' };
    const input = typeFieldInput('Event', values);
    expect(input.startDate).toBe(Date.parse('2026-11-01T15:00:00Z'));
    expect(input.endDate).toBe(Date.parse('2026-11-03T23:00:00Z'));
    expect(input.venue).toEqual({ id: 7, name: 'McCormick Place', city: 'Chicago', region: 'IL' });
    expect(input).not.toHaveProperty('address');
  });

  it('sends apparatus numbers as numbers and leaves blanks for the engine to drop', () => {
    const values = emptyTypeFieldValues();
    Object.assign(values.apparatus, { department: 'Aurora FD', year: '2025', pumpGpm: '', kind: 'Quint' });
    const { metadata } = typeFieldInput('Apparatus', values);
    expect(metadata.apparatus).toMatchObject({ department: 'Aurora FD', year: 2025, pumpGpm: null, kind: 'Quint' });
    expect(contentMetadataSchema.parse(metadata).apparatus).toEqual({
      department: 'Aurora FD',
      year: 2025,
      kind: 'Quint',
    });
  });

  it('does not send another type’s fields, and keeps a document from the media library with its asset id', () => {
    const values = emptyTypeFieldValues();
    values.phone = '555';
    values.file = { src: '/files/t/report.pdf', fileName: '', mimeType: 'application/pdf', assetId: 4 };
    expect(typeFieldInput('Article', values).metadata).not.toHaveProperty('phone');
    expect(typeFieldInput('Document', values).file).toEqual({
      src: '/files/t/report.pdf',
      fileName: 'report.pdf',
      mimeType: 'application/pdf',
      assetId: 4,
    });
  });

  it('turns noindex and the canonical URL into metadata, dropping them when cleared', () => {
    const values = toTypeFieldValues({
      ...company,
      metadata: { noindex: true, canonicalUrl: 'https://a.example.com/x' },
    });
    expect(values.noindex).toBe(true);
    values.noindex = false;
    values.canonicalUrl = '';
    const parsed = contentMetadataSchema.parse(typeFieldInput('Article', values).metadata);
    expect(parsed).not.toHaveProperty('noindex');
    expect(parsed.canonicalUrl).toBeUndefined();
  });

  it('keeps the inquiry form switch (enableRmi) in metadata, dropping it when turned off', () => {
    const values = toTypeFieldValues({ ...company, metadata: { enableRmi: true, other: 'kept' } });
    expect(values.enableRmi).toBe(true);
    expect(typeFieldInput('Article', values).metadata).toMatchObject({ enableRmi: true, other: 'kept' });
    values.enableRmi = false;
    const parsed = contentMetadataSchema.parse(typeFieldInput('Article', values).metadata);
    expect(parsed).not.toHaveProperty('enableRmi');
  });

  it('keeps a digital edition’s Zmags id trimmed in metadata, dropping it when cleared', () => {
    const values = toTypeFieldValues({ ...company, metadata: { zmagId: 'fo-2026-11' } });
    expect(values.zmagId).toBe('fo-2026-11');
    values.zmagId = ' fo-2026-12 ';
    expect(typeFieldInput('Document', values).metadata).toMatchObject({ zmagId: 'fo-2026-12' });
    values.zmagId = '';
    expect(typeFieldInput('Document', values).metadata).not.toHaveProperty('zmagId');
  });

  it('keeps a company’s YouTube playlist in metadata for the types that have one, dropping it when cleared', () => {
    const values = toTypeFieldValues({ ...company, metadata: { youtubePlaylistId: 'PLabcdefghijkl' } });
    expect(values.youtubePlaylistId).toBe('PLabcdefghijkl');
    expect(typeFieldInput('Company', values).metadata).toMatchObject({ youtubePlaylistId: 'PLabcdefghijkl' });
    values.youtubePlaylistId = ' ';
    expect(typeFieldInput('Company', values).metadata).not.toHaveProperty('youtubePlaylistId');
  });
});
