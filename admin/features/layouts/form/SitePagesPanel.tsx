import { useStore } from '@nanostores/react';
import { $site } from '../../../shared/shell/site-context.ts';
import { siteOrigin } from '../../../shared/shell/site-origin.ts';
import type { EditedLayout } from '../api/get-layout.ts';

/** The saved layout's alias pages on the site, each opened in a new tab. */
export function SitePagesPanel({ layout }: { layout: EditedLayout | null }) {
  const site = useStore($site);
  const origin = siteOrigin(site?.tenant);
  if (!layout?.aliases.length) return <p>Saved layouts with aliases link to their pages on the site here.</p>;
  return (
    <>
      <h2>Pages at its aliases</h2>
      <ul>
        {layout.aliases.map((alias) => (
          <li key={alias}>
            <a href={`${origin}${alias}`} target="_blank" rel="noopener">
              {alias}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
