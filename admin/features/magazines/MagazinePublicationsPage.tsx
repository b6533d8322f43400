import { useSearchParams } from 'react-router';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PublicationForm } from './components/PublicationForm.tsx';
import { PublicationList } from './components/PublicationList.tsx';

/** /admin/magazine-publications/: the list; `?action=add` adds one, `?id=N` edits one (manage_magazine_publications). */
export default function MagazinePublicationsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  return (
    <RequirePermission permissions={['manage_magazine_publications']}>
      {params.get('action') === 'add' ? (
        <PublicationForm key="add" id={null} />
      ) : id ? (
        <PublicationForm key={id} id={id} />
      ) : (
        <PublicationList />
      )}
    </RequirePermission>
  );
}
