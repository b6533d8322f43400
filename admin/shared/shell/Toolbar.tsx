import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { $adminConfig } from '../admin-config.ts';
import { $user } from '../auth/session.ts';
import { accountEntries, menuGroups } from './menu-items.ts';
import { MenuLink } from './MenuLink.tsx';
import { $site } from './site-context.ts';
import { Spotlight } from './Spotlight.tsx';
import { ServerSelector } from './ServerSelector.tsx';
import { visibleMenus, type VisibleGroup } from './visible-menus.ts';

function Flyout({ label, children }: { label: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLLIElement>(null);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => ref.current && !ref.current.contains(event.target as Node) && setOpen(false);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const id = `menu-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <li ref={ref} className="flyout">
      <button
        type="button"
        className="toolbar-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open && (
        <ul id={id} className="flyout-menu">
          {children}
        </ul>
      )}
    </li>
  );
}

function GroupMenu({ group }: { group: VisibleGroup }) {
  return (
    <Flyout label={group.label}>
      {group.entries.map((entry) => (
        <li key={`${entry.href}|${entry.label}`}>
          <MenuLink href={entry.href} newWindow={entry.newWindow}>
            {entry.label}
          </MenuLink>
          {entry.addHref && (
            <MenuLink href={entry.addHref}>
              <span className="add-link" aria-label={`Add ${entry.label}`}>
                +
              </span>
            </MenuLink>
          )}
        </li>
      ))}
    </Flyout>
  );
}

/** The top toolbar: the menus the user may see, the spotlight and the account menu. */
/** The signed-in toolbar; `tray` is what the app puts beside the spotlight (the internal news tray). */
export function Toolbar({ tray }: { tray?: React.ReactNode }) {
  const user = useStore($user);
  const site = useStore($site);
  if (!user || !site) return null;
  const groups = visibleMenus(menuGroups, user, site.menu);
  return (
    <nav className="toolbar" aria-label="Admin">
      <MenuLink href="/admin">
        <span className="brand">{site.tenant ? site.tenant.abbreviation || site.tenant.name : 'Masthead'}</span>
      </MenuLink>
      <ul className="toolbar-menus">
        {groups.map((group) => (
          <GroupMenu key={group.label} group={group} />
        ))}
      </ul>
      <div className="toolbar-end">
        <ServerSelector />
        {tray}
        <Spotlight groups={groups} />
        <ul className="toolbar-menus">
          <Flyout label={`${user.firstName} ${user.lastName}`.trim() || user.username}>
            {accountEntries($adminConfig.get().editorialResourceUrl).map((entry) => (
              <li key={entry.href}>
                <MenuLink href={entry.href} newWindow={'external' in entry && entry.external}>
                  {entry.label}
                </MenuLink>
              </li>
            ))}
          </Flyout>
        </ul>
      </div>
    </nav>
  );
}
