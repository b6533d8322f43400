import { validate } from 'graphql';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { engineSchema } from '../../graphql/schema.ts';
import { loadOperationDocuments } from '../../server/documents-route.ts';

const ours = /^(query|mutation)\/(siteUser|siteUserAdmin|membership)\//;

describe('site user and membership operation documents', () => {
  const documents = [...loadOperationDocuments()].filter(([name]) => ours.test(name));

  it('cover every site-user and membership field of the schema', () => {
    const schema = engineSchema();
    const fields = [
      ...Object.keys(schema.getQueryType()!.getFields()),
      ...Object.keys(schema.getMutationType()!.getFields()),
    ].filter((name) => /SiteUser|Membership|Demographic|ReCAPTCHA|OmedaCustomer|logoutSiteUser/.test(name));
    expect(documents.map(([name]) => name.split('/').at(-1)).sort()).toEqual(fields.sort());
  });

  it.each(documents.map(([name, document]) => [name, document.text]))(
    '%s is valid against the schema',
    (_name, text) => {
      expect(validate(engineSchema(), parse(text))).toEqual([]);
    },
  );
});
