import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { AdList } from './components/AdList.tsx';

/** /admin/newsletter-ads: the list (manage_newsletter_ads). */
export default function NewsletterAdsPage() {
  return (
    <RequirePermission permissions={['manage_newsletter_ads']}>
      <AdList />
    </RequirePermission>
  );
}
