/** The tenant form as the editor fills it in: domains one per line, modules as ticked boxes. */
export interface TenantFormValues {
  key: string;
  name: string;
  abbreviation: string;
  domains: string;
  prodEndpoint: string;
  modules: string[];
  isTest: boolean;
}

export const emptyTenantForm: TenantFormValues = {
  key: '',
  name: '',
  abbreviation: '',
  domains: '',
  prodEndpoint: '',
  modules: [],
  isTest: false,
};

export const formValuesOf = (tenant: {
  tenantKey: string;
  name: string;
  abbreviation: string;
  domains: string[];
  prodEndpoint: string;
  enabledModules: string[];
  isTest: boolean;
}): TenantFormValues => ({
  key: tenant.tenantKey,
  name: tenant.name,
  abbreviation: tenant.abbreviation,
  domains: tenant.domains.join('\n'),
  prodEndpoint: tenant.prodEndpoint,
  modules: [...tenant.enabledModules],
  isTest: tenant.isTest,
});

/** The engine's input: blank lines dropped from the domains, blanks trimmed. */
export const tenantInputOf = (values: TenantFormValues) => ({
  key: values.key.trim(),
  name: values.name.trim(),
  abbreviation: values.abbreviation.trim(),
  domains: values.domains
    .split(/[\s,]+/)
    .map((domain) => domain.trim())
    .filter(Boolean),
  prodEndpoint: values.prodEndpoint.trim(),
  // Unticked checkboxes of react-hook-form give false when there is only one.
  modules: Array.isArray(values.modules) ? values.modules : [],
  isTest: values.isTest,
});

/** The form field that shows an engine problem's path: `domains.2` beside Domains, and so on. */
export function tenantFieldOf(path: string): keyof TenantFormValues | null {
  const field = path.split('.')[0];
  const fields: (keyof TenantFormValues)[] = ['key', 'name', 'abbreviation', 'domains', 'prodEndpoint', 'modules'];
  return fields.find((name) => name === field) ?? null;
}
