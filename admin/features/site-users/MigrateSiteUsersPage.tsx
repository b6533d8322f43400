import { useState } from 'react';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { importListSeparator, siteUserImportColumns } from '../../../content-engine/shared/site-user-import-columns.ts';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { formatDateTime } from '../../shared/ui/format.ts';
import { uploadSiteUserImport } from './api/upload-site-user-import.ts';
import { useSiteUserImports } from './api/get-site-user-imports.ts';
import { deleteImport } from './api/delete-import.ts';
import { downloadTemplate } from './import-files.ts';
import { ImportRun } from './ImportRun.tsx';
import './site-users.css';

/** /admin/migrate-site-users: upload a CSV, dry run, import in the background, result and failed rows (manage_site_users). */
export default function MigrateSiteUsersPage() {
  return (
    <RequirePermission permissions={['manage_site_users']}>
      <MigrateSiteUsers />
    </RequirePermission>
  );
}

function MigrateSiteUsers() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [current, setCurrent] = useState<number | null>(null);
  const imports = useSiteUserImports();

  const upload = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError('Field is required');
    setUploading(true);
    setFileError(null);
    try {
      setCurrent(await uploadSiteUserImport(file));
      notify.success(`Uploaded ${file.name}.`);
      imports.reload();
    } catch (error) {
      setFileError((error as Error).message);
    } finally {
      setUploading(false);
    }
  };

  // The stored file holds personal data: an import is deleted with it (the users it created stay).
  const remove = async (id: number, fileName: string) => {
    if (!window.confirm(`Delete the import of ${fileName} and its stored file? The site users it created stay.`))
      return;
    try {
      await deleteImport(id);
      notify.success(`Deleted the import of ${fileName}.`);
      if (current === id) setCurrent(null);
      imports.reload();
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  return (
    <PageWrapper title="Migrate Site Users">
      <section className="import-columns" aria-labelledby="import-columns-title">
        <h2 id="import-columns-title">The CSV file</h2>
        <p>
          UTF-8, comma-separated, with a header row. Only <code>email</code> is required; leave out any other column. A
          row whose e-mail address is already a site user of this site is skipped, so importing a file twice creates
          nothing new. Several memberships or newsletters go in one cell separated by <code>{importListSeparator}</code>
          . Imported users have no password unless the file gives a hash: they set one with “Forgot password”.
        </p>
        <table className="data-table">
          <caption className="visually-hidden">Columns</caption>
          <thead>
            <tr>
              <th scope="col">Column</th>
              <th scope="col">Required</th>
              <th scope="col">What it holds</th>
            </tr>
          </thead>
          <tbody>
            {siteUserImportColumns.map((c) => (
              <tr key={c.name}>
                <td>
                  <code>{c.name}</code>
                </td>
                <td>{c.required ? 'Yes' : 'No'}</td>
                <td>{c.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" onClick={downloadTemplate}>
          Download the template
        </button>
      </section>

      <form onSubmit={(event) => void upload(event)} noValidate aria-labelledby="import-upload-title">
        <h2 id="import-upload-title">Upload</h2>
        <div className="field">
          <label htmlFor="import-file">CSV file</label>
          <input
            id="import-file"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'import-file-error' : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          {fileError && (
            <span id="import-file-error" className="field-error" role="alert">
              {fileError}
            </span>
          )}
        </div>
        <button type="submit" disabled={uploading}>
          {uploading ? 'Uploading…' : 'Upload'}
        </button>
      </form>

      {current !== null && <ImportRun key={current} id={current} onChanged={imports.reload} />}

      <section aria-labelledby="import-history-title">
        <h2 id="import-history-title">Recent imports</h2>
        {(imports.data?.getSiteUserImportStream.edges.length ?? 0) === 0 ? (
          <p>No import yet.</p>
        ) : (
          <table className="data-table">
            <caption className="visually-hidden">Recent imports</caption>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Status</th>
                <th scope="col">By</th>
                <th scope="col">Uploaded</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {imports.data?.getSiteUserImportStream.edges.map(({ node }) => (
                <tr key={node.id}>
                  <td>{node.fileName}</td>
                  <td>{node.status}</td>
                  <td>{node.username}</td>
                  <td>{formatDateTime(node.uploaded)}</td>
                  <td>
                    <button
                      type="button"
                      aria-label={`Open the import of ${node.fileName}`}
                      onClick={() => setCurrent(node.id)}
                    >
                      Open
                    </button>{' '}
                    <button
                      type="button"
                      className="danger"
                      aria-label={`Delete the import of ${node.fileName}`}
                      onClick={() => void remove(node.id, node.fileName)}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </PageWrapper>
  );
}
