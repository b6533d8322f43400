import { optionalHttpUrl } from '../../../../../content-engine/shared/content-details/field-rules.ts';
import { TextField } from '../../../../shared/ui/forms/TextField.tsx';
import { zodRule } from './field-rule.ts';
import type { FieldGroupProps } from './form-types.ts';

/** The page head's description, a canonical address elsewhere and noindex (metadata.description, canonicalUrl, noindex). */
export function SeoFields({ register, errors }: Pick<FieldGroupProps, 'register' | 'errors'>) {
  return (
    <>
      <div className="field">
        <label htmlFor="seo-description">Meta description</label>
        <textarea
          id="seo-description"
          rows={2}
          maxLength={1000}
          aria-describedby="seo-description-hint"
          {...register('seoDescription')}
        />
        <small id="seo-description-hint">
          Shown by search engines; the teaser when left blank. About 160 characters.
        </small>
      </div>
      <TextField
        label="Canonical URL"
        type="url"
        registration={register('canonicalUrl', zodRule(optionalHttpUrl))}
        error={errors.canonicalUrl}
        hint="Only when the original is elsewhere (https://…); this page's own address when left blank."
      />
      <div className="field checkbox">
        <input id="seo-noindex" type="checkbox" {...register('noindex')} />
        <label htmlFor="seo-noindex">Hide from search engines (noindex)</label>
      </div>
    </>
  );
}
