import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { ContentScheduleList } from './components/ContentScheduleList.tsx';

/** /admin/newsletter-content: content scheduled to newsletters (manage_newsletter_campaigns or manage_content). */
export default function NewsletterContentPage() {
  return (
    <RequirePermission permissions={['manage_newsletter_campaigns', 'manage_content']}>
      <ContentScheduleList />
    </RequirePermission>
  );
}
