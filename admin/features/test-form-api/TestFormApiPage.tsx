import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { TextField } from '../../shared/ui/forms/TextField.tsx';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { checkTestForm, type TestFormResult } from './api/check-test-form.ts';
import './test-form-api.css';

interface Values {
  name: string;
  email: string;
  quantity: number;
  website: string;
}

const fields = new Set(['name', 'email', 'quantity', 'website']);

/**
 * /admin/test-form-api: the admin's form stack end to end — react-hook-form with the shared
 * fields, the browser's rules beside each field, a submit to a harmless engine mutation
 * (checkTestForm: validated, echoed, never stored) whose own rules come back as BAD_USER_INPUT and
 * show beside the fields they name. Dev tools: manage_modules.
 */
export default function TestFormApiPage() {
  return (
    <RequirePermission permissions={['manage_modules']}>
      <TestFormApi />
    </RequirePermission>
  );
}

function TestFormApi() {
  const [result, setResult] = useState<TestFormResult | null>(null);
  const form = useForm<Values>({ defaultValues: { name: '', email: '', quantity: 5, website: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setResult(null);
    try {
      setResult(await checkTestForm(values));
    } catch (error) {
      showEngineErrors(form, error, { fieldOf: (path) => (fields.has(path) ? path : null) });
    }
  });
  return (
    <PageWrapper title="Test Form API">
      <p>
        The browser checks the first rules; the server also accepts only quantities that are multiples of 5 and https://
        websites, and answers its problems field by field. Nothing is stored.
      </p>
      <form className="content-form" noValidate aria-label="Test form" onSubmit={(e) => void submit(e)}>
        <fieldset>
          <legend>Test values</legend>
          <TextField
            label="Name"
            autoComplete="name"
            registration={form.register('name', {
              required: 'Field is required',
              maxLength: { value: 80, message: 'At most 80 characters' },
            })}
            error={errors.name}
          />
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            registration={form.register('email', {
              required: 'Field is required',
              pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Enter an e-mail address' },
            })}
            error={errors.email}
          />
          <TextField
            label="Quantity"
            type="number"
            inputMode="numeric"
            registration={form.register('quantity', {
              valueAsNumber: true,
              required: 'Field is required',
              min: { value: 1, message: 'At least 1' },
              max: { value: 100, message: 'At most 100' },
            })}
            error={errors.quantity}
            hint="1 to 100"
          />
          <TextField
            label="Website"
            type="url"
            registration={form.register('website', { maxLength: { value: 500, message: 'At most 500 characters' } })}
            error={errors.website}
            hint="Optional"
          />
        </fieldset>
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={isSubmitting}>
            Submit
          </button>
        </div>
      </form>
      <section aria-labelledby="test-form-result">
        <h2 id="test-form-result">Server answer</h2>
        <div role="status">
          {result ? (
            <dl className="test-form-answer">
              <dt>Name</dt>
              <dd>{result.name}</dd>
              <dt>E-mail</dt>
              <dd>{result.email}</dd>
              <dt>Quantity</dt>
              <dd>{result.quantity}</dd>
              <dt>Website</dt>
              <dd>{result.website ?? '—'}</dd>
              <dt>Site</dt>
              <dd>{result.tenantKey ?? '—'}</dd>
              <dt>Received</dt>
              <dd>{new Date(result.receivedAt).toISOString()}</dd>
            </dl>
          ) : (
            <p>Nothing sent yet.</p>
          )}
        </div>
      </section>
    </PageWrapper>
  );
}
