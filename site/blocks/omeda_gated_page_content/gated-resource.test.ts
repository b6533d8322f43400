import { describe, expect, it } from 'vitest';
import { omedaGatedResource } from './gated-resource.ts';

const page = (over: Partial<Parameters<typeof omedaGatedResource>[0] & object> = {}) => ({
  type: 'Whitepaper',
  metadata: {} as Record<string, unknown>,
  membership: { ids: [] as number[] },
  gating: { surveyType: 'omeda' as string | null },
  file: { src: 'https://files.example/guide.pdf', fileName: 'guide.pdf' } as Record<string, unknown> | null,
  linkUrl: null as string | null,
  ...over,
});

describe('omedaGatedResource', () => {
  it('guards the file of an omeda-gated item, with its type in the label', () => {
    expect(omedaGatedResource(page())).toEqual({
      href: 'https://files.example/guide.pdf',
      label: 'Download PDF guide.pdf',
    });
  });

  it('falls back to the item link when there is no file', () => {
    expect(omedaGatedResource(page({ file: null, linkUrl: ' https://webinar.example/join ' }))).toEqual({
      href: 'https://webinar.example/join',
      label: 'Access this content',
    });
  });

  it('is null without an omeda gate: no survey, or a membership gate wins', () => {
    expect(omedaGatedResource(page({ gating: { surveyType: null } }))).toBeNull();
    expect(omedaGatedResource(page({ membership: { ids: [3] } }))).toBeNull();
  });

  it('is null when there is nothing to guard, or no page content', () => {
    expect(omedaGatedResource(page({ file: null, linkUrl: '  ' }))).toBeNull();
    expect(omedaGatedResource(null)).toBeNull();
  });
});
