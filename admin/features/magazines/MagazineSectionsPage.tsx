import { useSearchParams } from 'react-router';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { SectionForm } from './components/SectionForm.tsx';
import { SectionList } from './components/SectionList.tsx';

/** /admin/magazine-sections/: the list; `?action=add` adds one, `?id=N` edits one (manage_magazine_sections). */
export default function MagazineSectionsPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  return (
    <RequirePermission permissions={['manage_magazine_sections']}>
      {params.get('action') === 'add' ? (
        <SectionForm key="add" id={null} />
      ) : id ? (
        <SectionForm key={id} id={id} />
      ) : (
        <SectionList />
      )}
    </RequirePermission>
  );
}
