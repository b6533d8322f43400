import { describe, expect, it } from 'vitest';
import { emptyFormValues, toContentInput, toFormValues, type EditedContent } from './content-form-values.ts';

const item: EditedContent = {
  id: 9,
  type: 'Event',
  status: 2,
  name: 'Fleet Expo',
  shortName: null,
  seoTitle: '',
  teaser: '',
  body: '<p>Hi</p>',
  alias: 'fleet-expo',
  canonicalPath: '/events/fleet-expo',
  published: null,
  expires: null,
  updated: 0,
  revision: 3,
  syndicatedFrom: null,
  layoutId: null,
  editorial: {
    revision: 3,
    updatedBy: 'Jane Editor',
    related: [{ id: 12, name: 'Fleet Expo Preview', type: 'Article', status: 1 }],
    issues: [{ issueId: 20, issueName: 'March 2027', publicationId: 2, sectionId: 31 }],
  },
  startDate: Date.parse('2027-03-01T15:00:00Z'),
  endDate: null,
  venue: { name: 'Hall A' },
  address: { city: 'Dallas', state: 'TX' },
  embedCode: null,
  linkUrl: null,
  file: null,
  labels: ['Live'],
  metadata: {},
  excludeAds: {},
  gating: { surveyType: null },
  membership: { ids: [3] },
  userRegistration: { isRequired: true },
  company: { id: 4, name: 'Acme' },
  authors: { edges: [{ node: { id: 5, name: 'Ann Lee' } }] },
  primarySection: { id: 2, name: 'Events', alias: 'events', fullName: 'Events' },
  taxonomy: { edges: [{ node: { id: 6, type: 'Tag', name: 'Trucks' } }] },
  websiteSchedules: [
    {
      section: { id: 2, name: 'Events', alias: 'events' },
      option: 'Featured',
      startDate: Date.parse('2027-02-01T23:00:00Z'),
      endDate: null,
    },
  ],
  primaryImage: null,
  images: { edges: [] },
  siteContext: { path: '/events/fleet-expo', canonicalUrl: 'https://www.example.com/events/fleet-expo' },
};

describe('the content form values', () => {
  it('round-trips an item through the form into the mutation input', () => {
    const input = toContentInput('Event', toFormValues(item));
    expect(input).toMatchObject({
      name: 'Fleet Expo',
      alias: 'fleet-expo',
      primarySectionId: 2,
      authorIds: [5],
      taxonomyIds: [6],
      companyId: 4,
      labels: ['Live'],
      membershipIds: [3],
      registrationRequired: true,
      relatedIds: [12],
      issues: [{ issueId: 20, sectionId: 31 }],
      layoutId: null,
      venue: { name: 'Hall A' },
      startDate: Date.parse('2027-03-01T15:00:00Z'),
      endDate: null,
      schedules: [{ sectionId: 2, option: 'Featured', startDate: Date.parse('2027-02-01T23:00:00Z'), endDate: null }],
    });
  });

  it('sends type-specific fields only for the types that have them', () => {
    const values = {
      ...emptyFormValues(),
      name: ' A ',
      linkUrl: 'https://example.com',
      embedCode: '<iframe></iframe>',
    };
    expect(toContentInput('Article', values)).not.toHaveProperty('linkUrl');
    expect(toContentInput('Webinar', values)).toMatchObject({ name: 'A', linkUrl: 'https://example.com' });
    expect(toContentInput('Video', values)).toMatchObject({ embedCode: '<iframe></iframe>' });
    expect(toContentInput('Document', { ...values, file: { ...values.file, src: '/files/report.pdf' } })).toMatchObject(
      {
        file: { src: '/files/report.pdf', fileName: 'report.pdf' },
      },
    );
  });

  it('takes the primary image from the media library picker', () => {
    const values = toFormValues({
      ...item,
      primaryImage: { id: 7, src: '/files/alpha/2026/11/x-truck.jpg', alt: '' },
    });
    expect(values.primaryImage).toEqual({ id: 7, label: 'x-truck.jpg' });
    expect(toContentInput('Event', values).primaryImageId).toBe(7);
    expect(toContentInput('Event', { ...values, primaryImage: null }).primaryImageId).toBeNull();
    const gallery = toFormValues({
      ...item,
      images: {
        edges: [
          { node: { id: 8, src: '/files/a.jpg', alt: 'A truck' } },
          { node: { id: 9, src: '/files/b.jpg', alt: '' } },
        ],
      },
    });
    expect(gallery.images).toEqual([
      { id: 8, label: 'A truck' },
      { id: 9, label: 'b.jpg' },
    ]);
    expect(toContentInput('Event', gallery).imageIds).toEqual([8, 9]);
  });

  it('keeps a stored schedule time while its day is unchanged', () => {
    const stored = Date.parse('2026-11-23T19:19:00Z');
    const values = toFormValues({
      ...item,
      websiteSchedules: [
        { section: { id: 2, name: 'Events', alias: 'events' }, option: 'Standard', startDate: stored, endDate: null },
      ],
    });
    expect(toContentInput('Event', values).schedules[0]?.startDate).toBe(stored);
    values.schedules[0]!.startDay = '2026-11-25';
    expect(toContentInput('Event', values).schedules[0]?.startDate).toBe(Date.parse('2026-11-25T23:00:00Z'));
  });

  it('stores a schedule day as 5 PM central time', () => {
    const input = toContentInput('Article', {
      ...emptyFormValues(),
      schedules: [{ sectionId: '3', option: 'Standard', startDay: '2026-11-23', endDay: '' }],
    });
    expect(input.schedules).toEqual([
      { sectionId: 3, option: 'Standard', startDate: Date.parse('2026-11-23T23:00:00Z'), endDate: null },
    ]);
  });
});
