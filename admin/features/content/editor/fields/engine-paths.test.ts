import { describe, expect, it } from 'vitest';
import { engineFieldErrors } from '../../../../shared/ui/forms/engine-field-errors.ts';
import { editorFieldOf } from './engine-paths.ts';

describe('engine refusals beside the editor fields', () => {
  it('puts metadata problems beside their own inputs', () => {
    const problems = engineFieldErrors(
      'Invalid input. metadata.email: Must be an e-mail address, like name@example.com; metadata.socialLinks.linkedin: Must be a web address starting with http:// or https://; metadata.apparatus.year: Year must be 1900 to 2100',
    );
    expect(problems.map((p) => editorFieldOf(p.path))).toEqual(['email', 'socialLinks.linkedin', 'apparatus.year']);
  });

  it('shows date problems beside the day and leaves the type to a toast', () => {
    expect(editorFieldOf('endDate')).toBe('endDay');
    expect(editorFieldOf('type')).toBeNull();
    expect(editorFieldOf('metadata.keyContactIds')).toBeNull();
  });
});
