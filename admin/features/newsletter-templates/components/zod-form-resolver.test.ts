import { describe, expect, it } from 'vitest';
import { newsletterTemplatePayloadSchema } from '../../../../content-engine/shared/newsletters/template-schema.ts';
import { emptyTemplate, newBlock } from './template-form-values.ts';
import { issuesAsErrors } from '../../../shared/ui/forms/zod-form-resolver.ts';

describe('issuesAsErrors', () => {
  it("places a missing name beside the name field with the spec's message", () => {
    const values = emptyTemplate();
    const result = newsletterTemplatePayloadSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(issuesAsErrors(result.error!.issues, values)).toEqual({
      name: { type: 'too_small', message: 'Field is required' },
    });
  });

  it("names a block's field by its index, and duplicate keys on the list's root", () => {
    const block = { ...newBlock('html', []), population: { ...newBlock('html', []).population, position: 0 } };
    const values = { ...emptyTemplate(), name: 'Daily', blocks: [block, block] };
    const errors = issuesAsErrors(newsletterTemplatePayloadSchema.safeParse(values).error!.issues, values);
    expect(errors).toMatchObject({
      blocks: {
        0: { population: { position: { message: 'Position must be between 1 and 100' } } },
        root: { message: 'Block keys must be unique' },
      },
    });
  });
});
