import {
  useController,
  useFieldArray,
  type Control,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { getMagazineSections, getPublicationIssues, getPublications } from '../api/get-magazine-choices.ts';
import type { ContentFormValues } from './content-form-values.ts';
import { useChoices } from './use-choices.ts';

interface Props {
  control: Control<ContentFormValues>;
  register: UseFormRegister<ContentFormValues>;
  setValue: UseFormSetValue<ContentFormValues>;
}

/** Magazine issues the item runs in: publication → issue → magazine section, one row per issue. */
export function IssueAssignmentField({ control, register, setValue }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'issues' });
  const publications = useChoices('publications', getPublications);
  if (publications.length === 0 && fields.length === 0) return null;
  return (
    <fieldset className="issue-assignments">
      <legend>Magazine issues</legend>
      {fields.map((field, index) => (
        <IssueRow
          key={field.id}
          index={index}
          control={control}
          register={register}
          setValue={setValue}
          publications={publications}
          onRemove={() => remove(index)}
        />
      ))}
      <button
        type="button"
        className="secondary"
        onClick={() => append({ publicationId: '', issueId: '', sectionId: '' })}
      >
        Add to a magazine issue
      </button>
    </fieldset>
  );
}

/** What a controlled select of the row needs of useController. */
interface SelectControl {
  field: {
    value: string;
    name: string;
    ref: (element: HTMLSelectElement | null) => void;
    onChange: (value: string) => void;
    onBlur: () => void;
  };
  fieldState: { error?: { message?: string } };
}

function IssueRow({
  index,
  control,
  setValue,
  publications,
  onRemove,
}: Props & { index: number; publications: { id: number; name: string }[]; onRemove: () => void }) {
  const publication = useController({ control, name: `issues.${index}.publicationId` });
  const issue = useController({
    control,
    name: `issues.${index}.issueId`,
    rules: { validate: (value, all) => !!value || !all.issues[index]?.publicationId || 'Field is required' },
  });
  const section = useController({ control, name: `issues.${index}.sectionId` });
  const pub = publication.field.value ? Number(publication.field.value) : null;
  const issues = useChoices(pub, () => getPublicationIssues(pub!));
  const sections = useChoices(pub, () => getMagazineSections(pub!));
  const id = (part: string) => `issue-${index}-${part}`;
  const select = (
    part: string,
    label: string,
    { field, fieldState }: SelectControl,
    blank: string,
    options: { id: number; name: string }[],
    onPick?: () => void,
  ) => (
    <div className="field">
      <label htmlFor={id(part)}>{label}</label>
      <select
        id={id(part)}
        value={field.value}
        name={field.name}
        ref={field.ref}
        disabled={part !== 'publication' && !pub}
        aria-invalid={fieldState.error ? true : undefined}
        onBlur={field.onBlur}
        onChange={(event) => {
          field.onChange(event.target.value);
          onPick?.();
        }}
      >
        <option value="">{blank}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
      {fieldState.error && (
        <span className="field-error" role="alert">
          {fieldState.error.message}
        </span>
      )}
    </div>
  );
  return (
    <div className="issue-row">
      {select('publication', 'Publication', publication, 'Choose a publication', publications, () => {
        setValue(`issues.${index}.issueId`, '');
        setValue(`issues.${index}.sectionId`, '');
      })}
      {select('issue', 'Issue', issue, 'Choose an issue', issues)}
      {select('section', 'Magazine section', section, 'No section', sections)}
      <button type="button" className="secondary" onClick={onRemove}>
        Remove from this issue
      </button>
    </div>
  );
}
