import { useFormContext } from 'react-hook-form';
import type { DemographicQuestion } from '../api/membership-types.ts';
import { questionKey, type MembershipFormValues, type QuestionUse } from '../membership-form-values.ts';

const uses: { value: QuestionUse; label: string }[] = [
  { value: 'none', label: 'Not asked' },
  { value: 'required', label: 'Required' },
  { value: 'additional', label: 'Optional' },
];

/** Each demographic question of the site (the Omeda demographic stream): not asked, required, or asked optionally. */
export function DemographicsFieldset({ questions }: { questions: readonly DemographicQuestion[] }) {
  const { register, formState } = useFormContext<MembershipFormValues>();
  const error = (formState.errors.demographics as { message?: string } | undefined)?.message;
  return (
    <fieldset>
      <legend>Demographic questions</legend>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {questions.length === 0 ? (
        <p>This site has no demographic questions.</p>
      ) : (
        <table className="memberships-questions">
          <caption className="visually-hidden">Demographic questions and how this membership asks them</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Asked</th>
            </tr>
          </thead>
          <tbody>
            {questions.map((question) => (
              <tr key={question.id}>
                <th scope="row">
                  {question.description} <small>({question.id})</small>
                </th>
                <td className="memberships-use">
                  <fieldset className="memberships-checks" aria-label={`${question.description}: asked`}>
                    {uses.map((use) => (
                      <label key={use.value}>
                        <input
                          type="radio"
                          value={use.value}
                          {...register(`demographics.${questionKey(question.id)}`)}
                        />{' '}
                        {use.label}
                      </label>
                    ))}
                  </fieldset>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </fieldset>
  );
}
