import { useSearchParams } from 'react-router';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { IssueForm } from './components/IssueForm.tsx';
import { IssueList } from './components/IssueList.tsx';

/** /admin/magazine-issues/: the list; `?action=add` adds one, `?id=N` edits one (manage_magazine_issues). */
export default function MagazineIssuesPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  return (
    <RequirePermission permissions={['manage_magazine_issues']}>
      {params.get('action') === 'add' ? (
        <IssueForm key="add" id={null} />
      ) : id ? (
        <IssueForm key={id} id={id} />
      ) : (
        <IssueList />
      )}
    </RequirePermission>
  );
}
