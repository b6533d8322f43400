import { fieldIsRequired } from '../../../shared/ui/forms/required.ts';
import type { LayoutFormValues } from './layout-form-values.ts';

/** The fields the client checks before saving (the engine checks the same and more). */
export type CheckedField = 'name' | 'type' | 'key' | 'aliases' | 'pageType' | 'contentTypes';

/**
 * The layout rules of spec admin §5, each 'Field is required' beside its field: a name and a type;
 * a module key on module layouts; an alias on url-override; a page type when propagating; content
 * types on content-type-override and content-override.
 */
export function layoutFormProblems(values: LayoutFormValues): Partial<Record<CheckedField, string>> {
  const problems: Partial<Record<CheckedField, string>> = {};
  if (values.name.trim() === '') problems.name = fieldIsRequired;
  if (values.type === '') problems.type = fieldIsRequired;
  if (values.type === 'module' && values.key.trim() === '') problems.key = fieldIsRequired;
  if (values.type === 'url-override' && values.aliases.every((alias) => alias.path.trim() === ''))
    problems.aliases = fieldIsRequired;
  if (values.propagate && values.pageType === '') problems.pageType = fieldIsRequired;
  if ((values.type === 'content-type-override' || values.type === 'content-override') && !values.contentTypes.length)
    problems.contentTypes = fieldIsRequired;
  return problems;
}
