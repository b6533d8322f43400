import { useParams } from 'react-router';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { AdForm } from './components/AdForm.tsx';

/** /admin/create-newsletter-ad and /admin/edit-newsletter-ad/:id (manage_newsletter_ads). */
export default function NewsletterAdFormPage() {
  const id = Number(useParams().id) || null;
  return (
    <RequirePermission permissions={['manage_newsletter_ads']}>
      <AdForm key={id ?? 'add'} id={id} />
    </RequirePermission>
  );
}
