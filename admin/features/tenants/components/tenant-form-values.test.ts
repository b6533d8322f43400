import { describe, expect, it } from 'vitest';
import { emptyTenantForm, formValuesOf, tenantFieldOf, tenantInputOf } from './tenant-form-values.ts';

describe('tenant form values', () => {
  it('sends the domains of the text area one by one, blank lines and spaces dropped', () => {
    const input = tenantInputOf({ ...emptyTenantForm, key: ' acme ', domains: 'www.acme.com\n\n  acme.localhost \n' });
    expect(input).toMatchObject({ key: 'acme', domains: ['www.acme.com', 'acme.localhost'], modules: [] });
  });

  it('shows a tenant’s domains one per line', () => {
    const values = formValuesOf({
      tenantKey: 'acme',
      name: 'Acme',
      abbreviation: 'AC',
      domains: ['a.com', 'b.com'],
      prodEndpoint: '',
      enabledModules: ['search'],
      isTest: false,
    });
    expect(values).toMatchObject({ key: 'acme', domains: 'a.com\nb.com', modules: ['search'] });
  });

  it('places an engine problem beside its field', () => {
    expect(['domains.1', 'prodEndpoint', 'modules.0', 'other'].map(tenantFieldOf)).toEqual([
      'domains',
      'prodEndpoint',
      'modules',
      null,
    ]);
  });
});
