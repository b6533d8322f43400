import type { FieldSpec, SettingsGroup } from '../groups/field-spec.ts';
import { ColorField } from './ColorField.tsx';
import { EmbedsField } from './EmbedsField.tsx';
import { ImageField } from './ImageField.tsx';
import { PaletteField } from './PaletteField.tsx';
import { SectionField } from './SectionField.tsx';
import { SimpleField } from './SimpleField.tsx';
import type { SettingsForm } from './field-props.ts';

function Field({ form, spec }: { form: SettingsForm; spec: FieldSpec }) {
  switch (spec.kind) {
    case 'color':
      return <ColorField form={form} spec={spec} />;
    case 'image':
      return <ImageField form={form} spec={spec} />;
    case 'palette':
      return <PaletteField form={form} spec={spec} />;
    case 'section':
      return <SectionField form={form} spec={spec} />;
    case 'embeds':
      return <EmbedsField form={form} spec={spec} />;
    default:
      return <SimpleField form={form} spec={spec} />;
  }
}

/** A settings group's fields, as both settings screens show them. */
export function GroupFields({ form, group }: { form: SettingsForm; group: SettingsGroup }) {
  return (
    <>
      {group.description && <p className="group-description">{group.description}</p>}
      {group.fields.map((spec) => (
        <Field key={spec.name} form={form} spec={spec} />
      ))}
    </>
  );
}
