import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { FormField, fieldRequired } from '../shared/FormField.tsx';
import { fieldName, isUnanswered, QuestionType, type FieldValue, type Question } from './demographic-answers.ts';

type Values = Record<string, FieldValue>;

const wholeNumber = /^-?\d+$/;

function rules(question: Question): RegisterOptions<Values, string> {
  return {
    validate: (value: FieldValue) => {
      if (isUnanswered(value)) return !question.required || fieldRequired;
      if (question.demographicType === QuestionType.WHOLE_NUMBER && !wholeNumber.test(String(value).trim()))
        return 'Enter a whole number';
      if (question.demographicType === QuestionType.NUMBER && !Number.isFinite(Number(String(value).trim())))
        return 'Enter a number';
      return true;
    },
  };
}

/** One demographic question as its type asks (spec public §3): select, checkboxes, text, date or number. */
export function DemographicField({ question }: { question: Question }) {
  const { register, formState } = useFormContext<Values>();
  const name = fieldName(question.id);
  const id = `registration-${name}`;
  const error = formState.errors[name]?.message;
  const label = question.omedaWebformText || question.description;
  const field = register(name, rules(question));

  if (question.demographicType === QuestionType.MULTI_SELECT || question.demographicType === QuestionType.CHECKBOX) {
    return (
      <fieldset className="form-field form-choices" aria-describedby={error ? `${id}-error` : undefined}>
        <legend>
          {label}
          {question.required && (
            <span className="required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </legend>
        {question.demographicValues.map((choice) => (
          <label key={choice.id} className="form-choice">
            <input type="checkbox" value={String(choice.id)} {...field} /> {choice.description}
          </label>
        ))}
        {error && (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        )}
      </fieldset>
    );
  }
  return (
    <FormField id={id} label={label} required={question.required} error={error}>
      {question.demographicType === QuestionType.SINGLE_SELECT ? (
        <select id={id} {...field}>
          <option value="">Select…</option>
          {question.demographicValues.map((choice) => (
            <option key={choice.id} value={String(choice.id)}>
              {choice.description}
            </option>
          ))}
        </select>
      ) : question.demographicType === QuestionType.DATE ? (
        <input id={id} type="date" {...field} />
      ) : question.demographicType === QuestionType.WHOLE_NUMBER || question.demographicType === QuestionType.NUMBER ? (
        <input
          id={id}
          type="number"
          step={question.demographicType === QuestionType.WHOLE_NUMBER ? 1 : 'any'}
          inputMode="decimal"
          {...field}
        />
      ) : (
        <input id={id} type="text" maxLength={1000} {...field} />
      )}
    </FormField>
  );
}
