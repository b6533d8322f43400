import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { CampaignList } from './components/CampaignList.tsx';

/** /admin/newsletter-campaigns: the list (manage_newsletter_campaigns). */
export default function NewsletterCampaignsPage() {
  return (
    <RequirePermission permissions={['manage_newsletter_campaigns']}>
      <CampaignList />
    </RequirePermission>
  );
}
