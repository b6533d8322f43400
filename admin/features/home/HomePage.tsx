import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import { $user } from '../../shared/auth/session.ts';
import { $site } from '../../shared/shell/site-context.ts';
import { visibleMenus } from '../../shared/shell/visible-menus.ts';
import { menuGroups } from '../../shared/shell/menu-items.ts';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { SitePicker } from '../../shared/shell/SitePicker.tsx';

/** /admin: which site is being managed, and the user's menus as a start page. */
export default function HomePage() {
  const user = useStore($user);
  const site = useStore($site);
  const groups = site ? visibleMenus(menuGroups, user, site.menu) : [];
  return (
    <PageWrapper title={site?.tenant ? `${site.tenant.name} admin` : 'Masthead admin'}>
      <p>
        Signed in as {user?.firstName} {user?.lastName} ({user?.role}).
      </p>
      {!site?.tenant ? (
        <SitePicker />
      ) : (
        <div className="home-groups">
          {groups.map((group) => (
            <section key={group.label} aria-labelledby={`home-${group.label}`}>
              <h2 id={`home-${group.label}`}>{group.label}</h2>
              <ul>
                {group.entries.map((entry) => (
                  <li key={entry.href}>
                    <Link to={entry.href.replace(/^\/admin/, '')}>{entry.label}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </PageWrapper>
  );
}
