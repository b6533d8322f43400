import { useEffect, useId } from 'react';
import { useWebsiteSection } from './api/get-website-section.ts';
import { useWebsiteSectionsHierarchy } from '../../shared/api/website-sections-hierarchy.ts';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { required } from '../../shared/ui/forms/required.ts';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { deleteSection } from './api/delete-section.ts';
import { saveSection } from './api/save-section.ts';
import { sectionFormValues, sectionInput, type SectionFormValues } from './section-form-values.ts';
import { selfAndDescendants } from './section-tree.ts';
import './sections.css';

/** /admin/create-website-section and /admin/edit-website-section/:id (manage_site_sections). */
export default function SectionFormPage() {
  return (
    <RequirePermission permissions={['manage_site_sections']}>
      <SectionForm />
    </RequirePermission>
  );
}

function SectionForm() {
  const id = Number(useParams().id) || null;
  const navigate = useNavigate();
  const ids = { parent: useId(), system: useId(), description: useId() };
  const hierarchy = useWebsiteSectionsHierarchy({});
  const loaded = useWebsiteSection({ input: { id } }, { skip: id === null });
  const section = loaded.data?.getWebsiteSection ?? null;
  const { register, handleSubmit, reset, formState } = useForm<SectionFormValues>({
    defaultValues: sectionFormValues(null),
  });
  useEffect(() => reset(sectionFormValues(section)), [section, reset]);

  const sections = hierarchy.data?.getWebsiteSectionsHierarchy ?? [];
  const excluded = id === null ? new Set<number>() : selfAndDescendants(sections, id);
  const parents = sections.filter((s) => !excluded.has(s.id));

  const save = handleSubmit(async (values) => {
    try {
      const saved = await saveSection({ id, input: sectionInput(values) });
      notify.success(`Saved “${saved.name}”.`);
      void navigate('/website-sections');
    } catch (error) {
      notify.error((error as Error).message);
    }
  });
  const remove = async () => {
    if (!section || !window.confirm(`Delete the section “${section.name}”?`)) return;
    try {
      await deleteSection(section.id);
      notify.success(`Deleted “${section.name}”.`);
      void navigate('/website-sections');
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  if (id !== null && loaded.loading)
    return (
      <PageWrapper title="Edit section">
        <p role="status">Loading…</p>
      </PageWrapper>
    );
  return (
    <PageWrapper title={id === null ? 'Create section' : `Edit section: ${section?.name ?? ''}`}>
      <form className="section-form" noValidate onSubmit={(event) => void save(event)}>
        <TextField label="Name" registration={register('name', required)} error={formState.errors.name} />
        <div className="field">
          <label htmlFor={ids.parent}>Parent section</label>
          <select id={ids.parent} {...register('parentId')}>
            <option value="">None (top level)</option>
            {parents.map((parent) => (
              <option key={parent.id} value={parent.id}>
                {parent.fullName || parent.name}
              </option>
            ))}
          </select>
        </div>
        {section && (
          <div className="field">
            <label htmlFor={ids.system}>System alias</label>
            <input id={ids.system} value={section.systemAlias} readOnly />
          </div>
        )}
        <TextField
          label="Manual alias"
          registration={register('manualAlias')}
          hint="Used instead of the system alias when set."
        />
        <TextField
          label="Alias override"
          registration={register('aliasOverride')}
          hint="Wins over the manual and system aliases."
        />
        <div className="field">
          <label htmlFor={ids.description}>Description</label>
          <textarea id={ids.description} {...register('description')} />
        </div>
        <TextField label="GAM alias" registration={register('gamAlias')} />
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={formState.isSubmitting}>
            Save
          </button>
          {section && (
            <button type="button" className="danger" onClick={() => void remove()}>
              Delete
            </button>
          )}
        </div>
      </form>
    </PageWrapper>
  );
}
