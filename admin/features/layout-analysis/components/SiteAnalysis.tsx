import { Link } from 'react-router';
import type { SiteLayoutAnalysis } from '../api/get-layout-analysis.ts';

const layoutLink = (id: number | null | undefined, name: string | null | undefined) =>
  id ? <Link to={`/edit-web-layout/${id}`}>{name}</Link> : <span className="hint">none (an empty grid)</span>;

/** One site of the layout analysis: layouts by type, pages and their layouts, problems. */
export function SiteAnalysis({ analysis }: { analysis: SiteLayoutAnalysis }) {
  const { site, layoutsByType, pages, problems } = analysis;
  const id = `site-${site.key}`;
  return (
    <section className="analysis-section" aria-labelledby={id}>
      <h2 id={id}>
        {site.name} ({site.key})
      </h2>
      <h3>Problems ({problems.length})</h3>
      {problems.length === 0 ? (
        <p>No problems found.</p>
      ) : (
        <ul className="analysis-problems">
          {problems.map((problem, i) => (
            <li key={i}>
              {layoutLink(problem.layoutId, problem.layoutName)} — {problem.message}{' '}
              <span className="hint">({problem.kind})</span>
            </li>
          ))}
        </ul>
      )}
      <h3>Layouts by type</h3>
      <ul>
        {layoutsByType.map((group) => (
          <li key={group.type}>
            <strong>{group.type}</strong> ({group.layouts.length}):{' '}
            {group.layouts.map((layout, i) => (
              <span key={layout.id}>
                {i > 0 && ', '}
                {layoutLink(layout.id, layout.name)}
                {layout.isGlobal && ' (global)'}
                {layout.aliases.length > 0 && ` ${layout.aliases.join(' ')}`}
                {layout.contentTypes.length > 0 && ` [${layout.contentTypes.join(', ')}]`}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <h3>Which layout each page gets</h3>
      <table className="data-table">
        <caption className="visually-hidden">The layout each kind of page of {site.name} resolves to</caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Path</th>
            <th scope="col">Layout</th>
            <th scope="col">Rule</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={`${page.page}|${page.path ?? ''}`}>
              <th scope="row">{page.page}</th>
              <td>{page.path ?? '—'}</td>
              <td>{layoutLink(page.layoutId, page.layoutName)}</td>
              <td>{page.rule ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
