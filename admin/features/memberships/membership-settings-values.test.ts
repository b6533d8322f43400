import { describe, expect, it } from 'vitest';
import {
  emptyMembershipSettings,
  settingsFieldOf,
  toSettingsForm,
  toSettingsInput,
} from './membership-settings-values.ts';

describe('membership settings values', () => {
  it('edit the metering fields one per line and send numbers as numbers', () => {
    const stored = toSettingsInput(emptyMembershipSettings);
    const form = toSettingsForm({ ...stored, contentMeteringFields: ['company', 'title'] });
    expect(form.contentMeteringFields).toBe('company\ntitle');
    const typed = {
      ...form,
      ungatedParagraphs: '4' as unknown as number,
      contentMeteringFields: ' company \n\n postalCode ',
    };
    expect(toSettingsInput(typed)).toMatchObject({
      ungatedParagraphs: 4,
      contentMeteringFields: ['company', 'postalCode'],
    });
  });

  it('place engine problems beside their fields', () => {
    expect(settingsFieldOf('ungatedParagraphs')).toBe('ungatedParagraphs');
    expect(settingsFieldOf('contentMetering.numberOfFreeViews')).toBe('contentMetering.numberOfFreeViews');
    expect(settingsFieldOf('contentMeteringFields.2')).toBe('contentMeteringFields');
    expect(settingsFieldOf('somethingElse')).toBeNull();
  });
});
