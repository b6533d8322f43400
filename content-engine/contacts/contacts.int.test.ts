import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEngine, type TestEngine } from '../testing/test-engine.ts';
import { insertAsset, insertContent, insertTenant } from '../testing/fixtures.ts';
import { insertContact, linkContact } from '../testing/fixtures-catalogue.ts';

const contactsQuery = /* GraphQL */ `
  query ($input: GetContactsInput) {
    getContacts(input: $input) {
      id
      firstName
      lastName
      fullName
      title
      email
      phone
      image {
        id
      }
    }
  }
`;

describe('contacts', () => {
  let engine: TestEngine;
  const ids = { first: 0, second: 0, betaContent: 0, ann: 0, bob: 0, cat: 0, gone: 0, beta: 0, photo: 0 };
  const contactIds = async (input: Record<string, unknown>, tenantKey = 'alpha') => {
    const { data, errors } = await engine.gql<{ getContacts: { id: number }[] }>(
      contactsQuery,
      { input },
      { tenantKey },
    );
    expect(errors).toBeUndefined();
    return data?.getContacts.map((c) => c.id);
  };

  beforeAll(async () => {
    engine = await createTestEngine();
    const { db } = engine;
    await insertTenant(db, { key: 'alpha' });
    await insertTenant(db, { key: 'beta' });
    ids.photo = await insertAsset(db, { tenantKey: 'alpha' });
    ids.first = await insertContent(db, { tenantKey: 'alpha', name: 'First Company', type: 'Company' });
    ids.second = await insertContent(db, { tenantKey: 'alpha', name: 'Second Company', type: 'Company' });
    ids.betaContent = await insertContent(db, { tenantKey: 'beta', name: 'Beta Company', type: 'Company' });
    ids.ann = await insertContact(db, {
      tenantKey: 'alpha',
      firstName: 'Ann',
      lastName: 'Able',
      title: 'Editor',
      email: 'ann@example.com',
      phone: '555-0100',
      imageId: ids.photo,
    });
    ids.bob = await insertContact(db, { tenantKey: 'alpha', firstName: 'Bob', lastName: 'Baker' });
    ids.cat = await insertContact(db, { tenantKey: 'alpha', firstName: 'Cat', lastName: 'Cole' });
    ids.gone = await insertContact(db, { tenantKey: 'alpha', firstName: 'Gone', lastName: 'Away', status: 0 });
    ids.beta = await insertContact(db, { tenantKey: 'beta', firstName: 'Bea', lastName: 'Beta' });
    await linkContact(db, { contentId: ids.first, contactId: ids.bob, position: 1 });
    await linkContact(db, { contentId: ids.first, contactId: ids.ann, position: 0 });
    await linkContact(db, { contentId: ids.first, contactId: ids.gone, position: 2 });
    await linkContact(db, { contentId: ids.second, contactId: ids.cat, position: 0 });
    await linkContact(db, { contentId: ids.second, contactId: ids.bob, position: 3 });
    await linkContact(db, { contentId: ids.betaContent, contactId: ids.beta, position: 0 });
    // A link that crosses tenants must never surface.
    await linkContact(db, { contentId: ids.first, contactId: ids.beta, position: 0 });
  });
  afterAll(() => engine.close());

  it('returns the contacts of a content item in position order, with their fields and image', async () => {
    const { data } = await engine.gql<{ getContacts: unknown[] }>(
      contactsQuery,
      { input: { includeContentIds: [ids.first] } },
      { tenantKey: 'alpha' },
    );
    expect(data?.getContacts).toEqual([
      {
        id: ids.ann,
        firstName: 'Ann',
        lastName: 'Able',
        fullName: 'Ann Able',
        title: 'Editor',
        email: 'ann@example.com',
        phone: '555-0100',
        image: { id: ids.photo },
      },
      {
        id: ids.bob,
        firstName: 'Bob',
        lastName: 'Baker',
        fullName: 'Bob Baker',
        title: '',
        email: '',
        phone: '',
        image: null,
      },
    ]);
  });

  it('merges the contacts of several items by position, each contact once', async () => {
    expect(await contactIds({ includeContentIds: [ids.first, ids.second] })).toEqual([ids.ann, ids.cat, ids.bob]);
  });

  it('caps the list at the limit', async () => {
    expect(await contactIds({ includeContentIds: [ids.first, ids.second], limit: 1 })).toEqual([ids.ann]);
  });

  it('returns nothing without content ids', async () => {
    expect(await contactIds({})).toEqual([]);
  });

  it('never returns another tenant’s contacts, even for its content ids', async () => {
    expect(await contactIds({ includeContentIds: [ids.betaContent] })).toEqual([]);
    expect(await contactIds({ includeContentIds: [ids.first] }, 'beta')).toEqual([]);
    expect(await contactIds({ includeContentIds: [ids.betaContent] }, 'beta')).toEqual([ids.beta]);
  });

  it('rejects a limit above 1000 as bad input', async () => {
    const { errors } = await engine.gql(
      contactsQuery,
      { input: { includeContentIds: [ids.first], limit: 1001 } },
      { tenantKey: 'alpha' },
    );
    expect(errors?.[0]?.extensions.code).toBe('BAD_USER_INPUT');
  });
});
