import { describe, expect, it } from 'vitest';
import { omedaInjectionBlock, omedaInjectionOf } from './block.ts';

describe('omeda_injection settings', () => {
  it('links an https injection with its label, description and id', () => {
    expect(
      omedaInjectionOf({ url: 'https://omeda.example.com/inj?x=1', label: ' Update profile ', injectionId: 'inj_1' }),
    ).toEqual({
      url: 'https://omeda.example.com/inj?x=1',
      label: 'Update profile',
      description: '',
      injectionId: 'inj_1',
    });
    expect(omedaInjectionOf({ url: 'https://omeda.example.com/' })?.label).toBe('Sign up');
  });

  it('has nothing to link without an https URL, and drops an unsafe id', () => {
    expect(omedaInjectionOf({ url: 'javascript:alert(1)' })).toBeNull();
    expect(omedaInjectionOf({ url: 'http://omeda.example.com/' })).toBeNull();
    expect(omedaInjectionOf({ url: 'https://o.example.com/', injectionId: '"x' })?.injectionId).toBe('');
    expect(omedaInjectionBlock.settings.safeParse({ url: 'http://x.example' }).success).toBe(false);
  });
});
