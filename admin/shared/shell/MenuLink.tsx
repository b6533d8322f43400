import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A menu href: admin paths route inside the SPA, others (downloads, external pages) are plain links. */
export function MenuLink({
  href,
  newWindow,
  children,
  onNavigate,
}: {
  href: string;
  newWindow?: boolean;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  const inApp = /^\/admin(\/|$|\?)/.test(href);
  if (inApp && !newWindow) {
    return (
      <Link to={href.replace(/^\/admin/, '') || '/'} onClick={onNavigate}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} onClick={onNavigate} {...(newWindow ? { target: '_blank', rel: 'noopener' } : {})}>
      {children}
    </a>
  );
}
