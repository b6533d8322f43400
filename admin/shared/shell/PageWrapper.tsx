import { useEffect, useState, type ReactNode } from 'react';
import { readCookie, writeCookie } from '../../../content-engine/client/cookies.ts';

export const cacheBypassCookie = 'cacheBypass';

interface PageWrapperProps {
  title: string;
  /** An optional left panel (filters, tree), collapsible. */
  panel?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** Title bar (with the cache-bypass toggle stored in a cookie), optional collapsible left panel, content. */
export function PageWrapper({ title, panel, actions, children }: PageWrapperProps) {
  const [panelOpen, setPanelOpen] = useState(true);
  const [bypass, setBypass] = useState(() => readCookie(cacheBypassCookie) === 'true');
  useEffect(() => {
    document.title = `${title} · Masthead Admin`;
  }, [title]);
  const toggleBypass = () => {
    writeCookie(cacheBypassCookie, String(!bypass), { days: 365 });
    setBypass(!bypass);
  };
  return (
    <div className="page">
      <header className="title-bar">
        {panel && (
          <button
            type="button"
            className="icon-button"
            aria-expanded={panelOpen}
            aria-controls="left-panel"
            onClick={() => setPanelOpen(!panelOpen)}
          >
            {panelOpen ? 'Hide panel' : 'Show panel'}
          </button>
        )}
        <h1>{title}</h1>
        <div className="title-actions">
          {actions}
          <label className="switch">
            <input type="checkbox" checked={bypass} onChange={toggleBypass} /> Bypass cache
          </label>
        </div>
      </header>
      <div className="page-body">
        {panel && panelOpen && (
          <aside id="left-panel" className="left-panel" aria-label={`${title} panel`}>
            {panel}
          </aside>
        )}
        <div className="page-content">{children}</div>
      </div>
    </div>
  );
}
