import { useState } from 'react';
import { Link } from 'react-router';
import { getLayoutForPath, type LayoutForPath } from './api/get-layout-for-path.ts';
import { ruleLabel } from './layout-labels.ts';

/** "Test a URL": which layout a path or URL of the site renders with, by which rule of precedence, and why. */
export function TestUrlBox() {
  const [path, setPath] = useState('');
  const [answer, setAnswer] = useState<LayoutForPath | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const test = async () => {
    if (!path.trim()) return setFailure('Field is required');
    setBusy(true);
    try {
      setAnswer(await getLayoutForPath(path.trim()));
      setFailure(null);
    } catch (error) {
      setAnswer(null);
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="test-url" aria-labelledby="test-url-heading">
      <h2 id="test-url-heading">Test a URL</h2>
      <form
        className="inline-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void test();
        }}
      >
        <div className="field">
          <label htmlFor="test-url-path">Path or URL</label>
          <input
            id="test-url-path"
            type="text"
            placeholder="/news/some-story"
            value={path}
            onChange={(event) => setPath(event.target.value)}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? 'test-url-error' : undefined}
          />
          {failure && (
            <span id="test-url-error" className="field-error" role="alert">
              {failure}
            </span>
          )}
        </div>
        <button type="submit" disabled={busy}>
          Test
        </button>
      </form>
      <div role="status" aria-live="polite">
        {answer && (
          <dl className="test-url-answer">
            <dt>Path</dt>
            <dd>{answer.path}</dd>
            <dt>Layout</dt>
            <dd>
              {answer.layoutId ? <Link to={`/edit-web-layout/${answer.layoutId}`}>{answer.layoutName}</Link> : 'None'}
            </dd>
            {answer.rule && (
              <>
                <dt>Rule</dt>
                <dd>{ruleLabel(answer.rule)}</dd>
              </>
            )}
            <dt>Why</dt>
            <dd>{answer.explanation}</dd>
          </dl>
        )}
      </div>
    </section>
  );
}
