import { useStore } from '@nanostores/react';
import { Link, useSearchParams } from 'react-router';
import { $site } from '../../shared/shell/site-context.ts';
import { useNewsletterBlockAnalysis, type NewsletterBlockTypeUsage } from './api/get-newsletter-block-analysis.ts';
import { DevToolPage } from './components/DevToolPage.tsx';
import { SiteSelect } from './components/SiteSelect.tsx';
import { listText, param, withParams } from './placements.ts';

/**
 * /admin/nl-block-analysis: per newsletter block type, the blocks of every template of the sites
 * the user may see (with the newsletters module on), what fills each, how many recent campaigns
 * went out with it empty, and what will go out wrong over the next week.
 */
export default function NewsletterBlockAnalysisPage() {
  const [params, setParams] = useSearchParams();
  const site = param(params, 'site');
  const blockType = param(params, 'blockType');
  const problemsOnly = param(params, 'problems') === '1';
  const { data, loading, error } = useNewsletterBlockAnalysis(site ? [site] : [], problemsOnly);
  const analysis = data?.getNewsletterBlockAnalysis;
  const types = analysis?.blockTypes ?? [];
  const chosen = types.find((usage) => usage.blockType === blockType);
  const set = (changes: Record<string, string>) => setParams(withParams(params, changes));
  const panel = (
    <>
      <div className="field">
        <label htmlFor="nl-block-type">Block type</label>
        <select id="nl-block-type" value={blockType} onChange={(event) => set({ blockType: event.target.value })}>
          <option value="">All block types</option>
          {types.map((usage) => (
            <option key={usage.blockType} value={usage.blockType}>
              {usage.blockType}
            </option>
          ))}
        </select>
      </div>
      <SiteSelect value={site} onChange={(key) => set({ site: key })} />
      <div className="field checkbox">
        <input
          id="nl-problems-only"
          type="checkbox"
          checked={problemsOnly}
          onChange={(event) => set({ problems: event.target.checked ? '1' : '' })}
        />
        <label htmlFor="nl-problems-only">Only blocks with a problem</label>
      </div>
    </>
  );
  const week = analysis?.days.length ? ` (judged ${analysis.days[0]} to ${analysis.days.at(-1)})` : '';
  const status = loading
    ? 'Loading…'
    : error
      ? 'The newsletter block analysis could not be loaded.'
      : chosen
        ? `${chosen.blockType}: ${chosen.blockCount} blocks in ${chosen.templateCount} templates, ${chosen.problemCount} with a problem${week}`
        : `${analysis?.sites.length ?? 0} sites with newsletters; ${types.reduce((n, t) => n + t.problemCount, 0)} blocks with a problem${week}`;
  return (
    <DevToolPage title="Newsletter Block Analysis" panel={panel} status={status}>
      {chosen ? (
        <BlockTypeBlocks usage={chosen} />
      ) : (
        !loading && !error && <BlockTypeSummary types={types} onChoose={(type) => set({ blockType: type })} />
      )}
    </DevToolPage>
  );
}

function BlockTypeSummary({
  types,
  onChoose,
}: {
  types: NewsletterBlockTypeUsage[];
  onChoose: (type: string) => void;
}) {
  return (
    <table className="data-table">
      <caption className="visually-hidden">Newsletter block types by the templates that use them</caption>
      <thead>
        <tr>
          <th scope="col">Block type</th>
          <th scope="col">Templates</th>
          <th scope="col">Blocks</th>
          <th scope="col">With a problem</th>
        </tr>
      </thead>
      <tbody>
        {types.map((usage) => (
          <tr key={usage.blockType}>
            <td>
              <button type="button" className="analysis-link-button" onClick={() => onChoose(usage.blockType)}>
                {usage.blockType}
              </button>
            </td>
            <td>{usage.templateCount}</td>
            <td>{usage.blockCount}</td>
            <td>{usage.problemCount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BlockTypeBlocks({ usage }: { usage: NewsletterBlockTypeUsage }) {
  const current = useStore($site)?.tenant?.tenantKey;
  if (usage.blocks.length === 0) return <p>No template block of type {usage.blockType} to show.</p>;
  return (
    <div className="analysis-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Template blocks of type {usage.blockType}</caption>
        <thead>
          <tr>
            <th scope="col">Template</th>
            <th scope="col">Site</th>
            <th scope="col">Block</th>
            <th scope="col">Filled by</th>
            <th scope="col">Sent empty (30 days)</th>
            <th scope="col">Problems</th>
          </tr>
        </thead>
        <tbody>
          {usage.blocks.map((block) => (
            <tr key={`${block.site}/${block.templateId}/${block.key}`}>
              <td>
                {block.site === current ? (
                  <Link to={`/edit-newsletter-template/${block.templateId}`}>{block.templateName}</Link>
                ) : (
                  block.templateName
                )}
                {!block.templateActive && <span className="hint"> (inactive)</span>}
              </td>
              <td>{block.site}</td>
              <td>
                {block.order}. {block.title || block.key}
              </td>
              <td>{block.summary}</td>
              <td>{usage.blockType === 'content_list' ? block.sentEmpty : '—'}</td>
              <td>{listText(block.problems)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
