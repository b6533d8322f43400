import { useEffect, useState } from 'react';
import { siteClient } from '../site-client.ts';
import { toolbarLinks, withCacheBypass, type ToolbarFacts, type ToolbarLink } from './toolbar-links.ts';
import { toolbarWanted } from './toolbar-wanted.ts';

/** The toolbar's height: the page below it moves down by as much (spec public §2: 38 px). */
const toolbarOffsetClass = 'has-editor-toolbar';

/**
 * The editors' toolbar on public pages (spec public §2): for a browser signed in to the admin,
 * unless `preview-mode=true`; shortcuts by permission, each in a new window, and the cache switch.
 * Readers never see it: without the admin's cookie it asks nothing and renders nothing.
 */
export default function EditorToolbar(facts: ToolbarFacts) {
  const [links, setLinks] = useState<ToolbarLink[] | null>(null);
  const [bypass, setBypass] = useState(false);

  useEffect(() => {
    if (!toolbarWanted()) return;
    setBypass(new URLSearchParams(window.location.search).get('cache-bypass') === 'true');
    let current = true;
    void siteClient
      .query<{ getActiveCMSUser: { permissions: string[] } | null }>('cmsUser/getActiveCMSUser')
      .then(({ getActiveCMSUser: user }) => {
        if (current && user) setLinks(toolbarLinks(facts, user.permissions));
      })
      .catch(() => undefined); // an expired admin session shows no toolbar
    return () => void (current = false);
  }, []);

  useEffect(() => {
    document.body.classList.toggle(toolbarOffsetClass, links !== null);
  }, [links]);

  if (!links) return null;
  return (
    <nav className="editor-toolbar" aria-label="Editor toolbar">
      <span className="editor-toolbar-title">Masthead</span>
      {links.map((link) => (
        <a key={link.href} href={link.href} target="_blank" rel="noopener">
          {link.label}
        </a>
      ))}
      <label className="editor-toolbar-cache">
        <input
          type="checkbox"
          checked={bypass}
          onChange={(event) =>
            window.location.assign(withCacheBypass(window.location.href, event.currentTarget.checked))
          }
        />{' '}
        Bypass cache
      </label>
    </nav>
  );
}
