import { Link, useLocation } from 'react-router';
import { PageWrapper } from './PageWrapper.tsx';

/** Unknown /admin paths, and screens a later issue builds (spec admin §8: 'Page not found: {path}'). */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <PageWrapper title="Page not found">
      <p>Page not found: /admin{pathname === '/' ? '' : pathname}</p>
      <Link to="/">Back to the admin home</Link>
    </PageWrapper>
  );
}
