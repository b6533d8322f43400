import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '../../../content-engine/shared/schemas/site-settings.ts';
import { groupsWithOwnScreens } from './groups/field-spec.ts';
import { allFields, groupsForModules, settingsGroups } from './groups/settings-groups.ts';
import { settingsDocument, settingsFormValues, settingsGroupValue } from './settings-form-values.ts';

const stored = defaultSiteSettings({
  general: { favicon: { src: '/files/alpha/icon.ico', width: 32, height: 32 } },
  labels: { content: ['Sponsored', 'Partner'] },
  companyUpdate: { notificationEmails: ['a@example.com'] },
  sectionTree: { parentSections: [3, 7] },
  leaders: { enabled: true, section: 9 },
});

describe('settings form values', () => {
  it('holds lists as lines and sections as select values', () => {
    const values = settingsFormValues(stored);
    expect(values).toMatchObject({
      labels: { content: 'Sponsored\nPartner' },
      companyUpdate: { notificationEmails: 'a@example.com' },
      sectionTree: { parentSections: ['3', '7'] },
      leaders: { section: '9' },
      header: { logoHeight: 35 },
    });
  });

  it('gives back the stored document, the favicon as its src alone (the engine measures the file)', () => {
    const document = settingsDocument(settingsFormValues(stored));
    expect(document).toEqual({ ...stored, general: { ...stored.general, favicon: '/files/alpha/icon.ico' } });
  });

  it('reads typed lines without blanks, an emptied section as none and one ticked box as a list', () => {
    const values = settingsFormValues(stored);
    const edited = {
      ...values,
      labels: { content: ' Sponsored \n\n Native ad \n' },
      leaders: { ...(values.leaders as object), section: '' },
      general: { ...(values.general as object), supportedContentTypes: 'Article' },
    };
    expect(settingsGroupValue(edited, 'labels')).toEqual({ content: ['Sponsored', 'Native ad'] });
    expect(settingsGroupValue(edited, 'leaders')).toMatchObject({ section: null });
    expect(settingsGroupValue(edited, 'general')).toMatchObject({
      supportedContentTypes: ['Article'],
      favicon: '/files/alpha/icon.ico',
    });
  });
});

describe('settings groups', () => {
  it('edit every group of the document but those with screens of their own, each field once, in its own group', () => {
    const edited = new Set(settingsGroups.map((group) => group.name));
    const document = Object.keys(stored).filter((name) => !(groupsWithOwnScreens as readonly string[]).includes(name));
    expect([...edited].sort()).toEqual(document.sort());
    const names = allFields.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
    for (const group of settingsGroups)
      for (const field of group.fields)
        expect(field.name === group.name || field.name.startsWith(`${group.name}.`)).toBe(true);
  });

  it('show module groups only with the module on', () => {
    const names = (modules: string[]) => groupsForModules(modules).map((group) => group.name);
    expect(names([])).not.toContain('memberships');
    expect(names([])).not.toContain('leaders');
    expect(names(['memberships', 'leaders'])).toEqual(expect.arrayContaining(['memberships', 'leaders']));
  });
});
