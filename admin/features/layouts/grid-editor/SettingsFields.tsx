import {
  BooleanSetting,
  MultiSelectSetting,
  NumberSetting,
  SelectSetting,
  TextSetting,
} from './PlainSettingInputs.tsx';
import { ReferenceSetting } from './ReferenceSetting.tsx';
import { withSetting, type SettingField } from './schema-fields.ts';
import type { SettingControlProps } from './setting-control-props.ts';

interface SettingsFieldsProps {
  fields: readonly SettingField[];
  values: Record<string, unknown>;
  onChange: (values: Record<string, unknown>) => void;
  readOnly: boolean;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A form generated from settings fields (schema-fields.ts): one control per field, groups as fieldsets. */
export function SettingsFields({ fields, values, onChange, readOnly }: SettingsFieldsProps) {
  return (
    <>
      {fields.map((field) => (
        <SettingControl
          key={field.key}
          field={field}
          value={values[field.key]}
          onChange={(value) => onChange(withSetting(values, field.key, value))}
          readOnly={readOnly}
        />
      ))}
    </>
  );
}

function SettingControl(props: SettingControlProps) {
  const { field } = props;
  switch (field.kind) {
    case 'text':
      return <TextSetting {...props} field={field} />;
    case 'number':
      return <NumberSetting {...props} field={field} />;
    case 'boolean':
      return <BooleanSetting {...props} field={field} />;
    case 'select':
      return <SelectSetting {...props} field={field} />;
    case 'multi-select':
      return <MultiSelectSetting {...props} field={field} />;
    case 'reference':
      return <ReferenceSetting {...props} field={field} />;
    case 'object':
      return (
        <fieldset className="settings-group">
          <legend>{field.label}</legend>
          <SettingsFields
            fields={field.fields}
            values={asRecord(props.value)}
            onChange={props.onChange}
            readOnly={props.readOnly}
          />
        </fieldset>
      );
  }
}
