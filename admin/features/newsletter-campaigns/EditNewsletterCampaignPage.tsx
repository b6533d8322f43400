import { useParams } from 'react-router';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { CampaignEditor } from './components/CampaignEditor.tsx';

/** /admin/edit-newsletter-campaign/:id (manage_newsletter_campaigns). */
export default function EditNewsletterCampaignPage() {
  const id = Number(useParams().id) || 0;
  return (
    <RequirePermission permissions={['manage_newsletter_campaigns']}>
      <CampaignEditor key={id} id={id} />
    </RequirePermission>
  );
}
