import { useEffect, useId, useState } from 'react';
import { Controller, get, useFormContext } from 'react-hook-form';
import { useWebsiteSectionsHierarchy } from '../../../shared/api/website-sections-hierarchy.ts';
import { usePublicationsForSelect } from '../../../shared/api/publications-for-select.ts';
import { OrderedPicker } from '../../../shared/ui/OrderedPicker.tsx';
import { SearchPicker, type PickedItem } from '../../../shared/ui/SearchPicker.tsx';
import { nameContacts, searchContacts } from '../api/search-contacts.ts';

function FieldMessage({ name }: { name: string }) {
  const { formState } = useFormContext();
  const error = get(formState.errors, name) as { message?: string } | undefined;
  return error?.message ? (
    <span className="field-error" role="alert">
      {error.message}
    </span>
  ) : null;
}

/** A content list block's sections: searched by name among the site's sections, shown as removable chips. */
export function SectionsPicker({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const sections = useWebsiteSectionsHierarchy({}).data?.getWebsiteSectionsHierarchy ?? [];
  const items: PickedItem[] = sections.map((section) => ({ id: section.id, label: section.fullName || section.name }));
  const search = async (text: string) => {
    const phrase = text.toLowerCase();
    return items.filter((item) => item.label.toLowerCase().includes(phrase));
  };
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const ids = (field.value as number[] | undefined) ?? [];
        const value = ids.map((id) => items.find((item) => item.id === id) ?? { id, label: `Section ${id}` });
        return (
          <>
            <SearchPicker
              label={label}
              search={search}
              value={value}
              onChange={(chosen) => field.onChange(chosen.map((item) => item.id))}
            />
            <FieldMessage name={name} />
          </>
        );
      }}
    />
  );
}

/** A contacts block's contacts: searched among the tenant's contacts, in the order the editor gives them. */
export function ContactsPicker({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <>
          <NamedContacts
            label={label}
            ids={(field.value as number[] | undefined) ?? []}
            onChange={(ids) => field.onChange(ids)}
          />
          <FieldMessage name={name} />
        </>
      )}
    />
  );
}

function NamedContacts({ label, ids, onChange }: { label: string; ids: number[]; onChange: (ids: number[]) => void }) {
  const [names, setNames] = useState(new Map<number, string>());
  const missing = ids.filter((id) => !names.has(id));
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missingKey) return;
    let live = true;
    nameContacts(missingKey.split(',').map(Number)).then(
      (found) =>
        live && setNames((known) => new Map([...known, ...found.map((item) => [item.id, item.label] as const)])),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [missingKey]);
  const value = ids.map((id) => ({ id, label: names.get(id) ?? `Contact ${id}` }));
  const change = (items: PickedItem[]) => {
    setNames((known) => new Map([...known, ...items.map((item) => [item.id, item.label] as const)]));
    onChange(items.map((item) => item.id));
  };
  return <OrderedPicker label={label} search={searchContacts} value={value} onChange={change} />;
}

/** An issue block's publication: one of the tenant's magazine publications, or any (the newest issue). */
export function PublicationSelect({ name, label }: { name: string; label: string }) {
  const id = useId();
  const { control } = useFormContext();
  const publications = usePublicationsForSelect().data?.magazinePublicationsForSelect ?? [];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="field">
          <label htmlFor={id}>{label}</label>
          <select
            id={id}
            ref={field.ref}
            name={field.name}
            value={field.value == null ? '' : String(field.value)}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">Any publication: the newest issue</option>
            {publications.map((publication) => (
              <option key={publication.id} value={String(publication.id)}>
                {publication.name}
              </option>
            ))}
            {field.value != null && !publications.some((publication) => publication.id === field.value) && (
              <option value={String(field.value)}>Publication {String(field.value)}</option>
            )}
          </select>
          <FieldMessage name={name} />
        </div>
      )}
    />
  );
}
