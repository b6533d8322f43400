import { useId, useState } from 'react';
import { useWebsiteSectionsHierarchy } from '../../../shared/api/website-sections-hierarchy.ts';
import { ContentPageSearch } from './ContentPageSearch.tsx';
import { aliasToPath, type PreviewSource } from './preview-request.ts';

const sources: { value: PreviewSource; label: string }[] = [
  { value: 'alias', label: 'An alias' },
  { value: 'section', label: 'A section' },
  { value: 'content', label: 'A content item' },
];

/**
 * Chooses the page the preview renders: an alias typed in (showing `defaultPath` until the editor
 * types), a section of the site's hierarchy, or a content item found by search. Calls `onChoose`
 * with each valid path.
 */
export function PreviewPathChooser({
  defaultPath,
  onChoose,
}: {
  defaultPath: string;
  onChoose: (path: string) => void;
}) {
  const id = useId();
  const [source, setSource] = useState<PreviewSource>('alias');
  const [typed, setAlias] = useState<string | null>(null);
  const alias = typed ?? defaultPath;
  const [aliasError, setAliasError] = useState<string | null>(null);
  const [sectionPath, setSectionPath] = useState('');
  const sections = useWebsiteSectionsHierarchy({}, { skip: source !== 'section' });

  const typeAlias = (text: string) => {
    setAlias(text);
    const result = aliasToPath(text);
    setAliasError('error' in result ? result.error : null);
    if ('path' in result) onChoose(result.path);
  };

  return (
    <div className="layout-preview-chooser">
      <fieldset>
        <legend>Page to preview</legend>
        {sources.map(({ value, label }) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-source`}
              value={value}
              checked={source === value}
              onChange={() => setSource(value)}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      {source === 'alias' && (
        <div className="field">
          <label htmlFor={`${id}-alias`}>Alias</label>
          <input
            id={`${id}-alias`}
            type="text"
            value={alias}
            autoComplete="off"
            aria-invalid={aliasError ? true : undefined}
            aria-describedby={`${id}-alias-${aliasError ? 'error' : 'hint'}`}
            onChange={(event) => typeAlias(event.target.value)}
          />
          {aliasError ? (
            <span id={`${id}-alias-error`} className="field-error" role="alert">
              {aliasError}
            </span>
          ) : (
            <small id={`${id}-alias-hint`}>A path of this site, such as /news.</small>
          )}
        </div>
      )}
      {source === 'section' && (
        <div className="field">
          <label htmlFor={`${id}-section`}>Section</label>
          <select
            id={`${id}-section`}
            value={sectionPath}
            disabled={sections.loading}
            onChange={(event) => (
              setSectionPath(event.target.value),
              event.target.value && onChoose(event.target.value)
            )}
          >
            <option value="">{sections.loading ? 'Loading sections…' : 'Choose a section'}</option>
            {(sections.data?.getWebsiteSectionsHierarchy ?? []).map((section) => (
              <option key={section.id} value={section.canonicalPath}>
                {section.fullName}
              </option>
            ))}
          </select>
        </div>
      )}
      {source === 'content' && <ContentPageSearch onPick={(page) => onChoose(page.path)} />}
    </div>
  );
}
