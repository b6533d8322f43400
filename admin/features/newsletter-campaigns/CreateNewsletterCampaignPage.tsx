import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { CreateCampaignForm } from './components/CreateCampaignForm.tsx';

/** /admin/create-newsletter-campaign (manage_newsletter_campaigns). */
export default function CreateNewsletterCampaignPage() {
  return (
    <RequirePermission permissions={['manage_newsletter_campaigns']}>
      <CreateCampaignForm />
    </RequirePermission>
  );
}
