import type { UseFormReturn } from 'react-hook-form';
import { feeTypeLabels } from '../../../../content-engine/shared/contract-status.ts';
import { TextField } from '../../../shared/ui/forms/TextField.tsx';
import { required } from '../../../shared/ui/forms/required.ts';
import { centsOf, feeAmountMessage, type ContractFormValues } from './contract-form-values.ts';

interface ContractFieldsProps {
  form: UseFormReturn<ContractFormValues>;
  people: { id: number; fullName: string }[];
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <span id={id} className="field-error" role="alert">
      {message}
    </span>
  ) : null;
}

/** The contract's fields: contributor, title, terms (HTML), fee, payment terms, rights, due date. */
export function ContractFields({ form, people }: ContractFieldsProps) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <div className="field">
        <label htmlFor="contract-contributor">Contributor</label>
        <select
          id="contract-contributor"
          {...register('contributorId', required)}
          aria-invalid={errors.contributorId ? true : undefined}
          aria-describedby={errors.contributorId ? 'contract-contributor-error' : undefined}
        >
          <option value="">Choose a person…</option>
          {people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.fullName}
            </option>
          ))}
        </select>
        <FieldError id="contract-contributor-error" message={errors.contributorId?.message} />
      </div>
      <TextField label="Title" registration={register('title', required)} error={errors.title} />
      <div className="field">
        <label htmlFor="contract-terms">Terms</label>
        <textarea
          id="contract-terms"
          rows={12}
          {...register('terms')}
          aria-invalid={errors.terms ? true : undefined}
          aria-describedby="contract-terms-hint"
        />
        <small id="contract-terms-hint">
          HTML. Left empty on a new contract, the default terms of the settings are used.
        </small>
        <FieldError id="contract-terms-error" message={errors.terms?.message} />
      </div>
      <div className="field">
        <label htmlFor="contract-fee-type">Fee type</label>
        <select id="contract-fee-type" {...register('feeType')}>
          {Object.entries(feeTypeLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Fee"
        inputMode="decimal"
        registration={register('fee', { validate: (fee) => centsOf(fee) !== null || feeAmountMessage })}
        error={errors.fee}
      />
      <TextField
        label="Currency"
        registration={register('currency', required)}
        error={errors.currency}
        hint="E.g. USD"
      />
      <TextField
        label="Payment terms"
        registration={register('paymentTerms')}
        error={errors.paymentTerms}
        hint="E.g. Net 30, on publication"
      />
      <TextField
        label="Rights"
        registration={register('rights')}
        error={errors.rights}
        hint="E.g. first serial rights, all rights"
      />
      <TextField label="Due date" type="date" registration={register('dueDate')} error={errors.dueDate} />
    </>
  );
}
