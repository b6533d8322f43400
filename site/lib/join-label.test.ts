import { describe, expect, it } from 'vitest';
import { joinButtonLabel } from './join-label.ts';

const settings = (override: boolean, label: string) =>
  ({ memberships: { overrideRegisterButtonLabel: override, registerButtonLabel: label } }) as Parameters<
    typeof joinButtonLabel
  >[0];

describe('the Join button label', () => {
  it("is 'Join Now' unless the override is on", () => {
    expect(joinButtonLabel(settings(false, 'Subscribe'))).toBe('Join Now');
    expect(joinButtonLabel(settings(true, 'Subscribe'))).toBe('Subscribe');
  });
});
