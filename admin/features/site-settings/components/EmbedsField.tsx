import { useFieldArray } from 'react-hook-form';
import { SimpleField } from './SimpleField.tsx';
import type { FieldProps } from './field-props.ts';

const embedFields = [
  { key: 'key', label: 'Key', required: true },
  { key: 'inArticleTextTitle', label: 'In-article title' },
  { key: 'inArticleTextBody', label: 'In-article body', multiline: true },
  { key: 'inArticleTextButtonLabel', label: 'In-article button label' },
  { key: 'inArticleClickUrl', label: 'In-article click URL' },
] as const;

const emptyEmbed = {
  key: '',
  inArticleTextTitle: '',
  inArticleTextBody: '',
  inArticleTextButtonLabel: '',
  inArticleClickUrl: '',
};

/** SourceESB embeds: a list of entries, each with its key and in-article texts. */
export function EmbedsField({ form, spec }: FieldProps<'embeds'>) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: spec.name as never });
  return (
    <div className="embeds">
      {fields.map((entry, index) => (
        <fieldset key={entry.id} className="embed">
          <legend>
            {spec.label} {index + 1}
          </legend>
          {embedFields.map((field) => (
            <SimpleField
              key={field.key}
              form={form}
              spec={{
                kind: 'text',
                name: `${spec.name}.${index}.${field.key}`,
                label: field.label,
                required: 'required' in field,
                multiline: 'multiline' in field,
              }}
            />
          ))}
          <button type="button" onClick={() => remove(index)}>
            Remove embed {index + 1}
          </button>
        </fieldset>
      ))}
      <button type="button" onClick={() => append(emptyEmbed as never)}>
        Add an embed
      </button>
    </div>
  );
}
