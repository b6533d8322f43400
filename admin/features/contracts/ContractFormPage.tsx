import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../content-engine/client/toasts.tsx';
import { RequirePermission } from '../../shared/auth/RequirePermission.tsx';
import { PageWrapper } from '../../shared/shell/PageWrapper.tsx';
import { showEngineErrors } from '../../shared/ui/forms/engine-field-errors.ts';
import { createContract } from './api/create-contract.ts';
import { deleteContract } from './api/delete-contract.ts';
import { useContract } from './api/get-contract.ts';
import { useContributors } from './api/get-contributors.ts';
import { updateContract } from './api/update-contract.ts';
import { ContractFields } from './components/ContractFields.tsx';
import { ContractApproval } from './components/ContractApproval.tsx';
import {
  emptyContractForm,
  fieldOfPath,
  formValuesOf,
  inputOf,
  type ContractFormValues,
} from './components/contract-form-values.ts';

/** /admin/create-contract and /admin/contract/:id: the contract form; an existing one also shows its approval and public link. */
export default function ContractFormPage() {
  return (
    <RequirePermission permissions={['manage_contracts']}>
      <ContractForm />
    </RequirePermission>
  );
}

function ContractForm() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const navigate = useNavigate();
  const { data, error, reload } = useContract(id);
  const contract = data?.getContract ?? null;
  const published = useContributors().data?.getPersonStream.edges.map(({ node }) => node) ?? [];
  // A contract's contributor since made a draft stays choosable on its own contract.
  const people =
    contract && !published.some((person) => person.id === contract.contributor.id)
      ? [contract.contributor, ...published]
      : published;
  const form = useForm<ContractFormValues>({ defaultValues: emptyContractForm });
  useEffect(() => {
    if (contract) form.reset(formValuesOf(contract));
  }, [contract, form]);

  const save = form.handleSubmit(async (values) => {
    try {
      const input = { ...inputOf(values), ...(id === null && !values.terms.trim() ? { terms: null } : {}) };
      if (id === null) {
        const created = await createContract(input);
        notify.success(`Contract “${created.title}” created.`);
        void navigate(`/contract/${created.id}`);
      } else {
        const saved = await updateContract(id, input);
        notify.success(`Contract “${saved.title}” saved.`);
        reload();
      }
    } catch (error) {
      showEngineErrors(form, error, { fieldOf: fieldOfPath });
    }
  });
  const remove = async () => {
    if (!contract || !window.confirm(`Delete the contract “${contract.title}” with ${contract.contributor.fullName}?`))
      return;
    try {
      await deleteContract(contract.id);
      notify.success(`Deleted the contract “${contract.title}”.`);
      void navigate('/contracts');
    } catch (error) {
      notify.error((error as Error).message);
    }
  };

  if (id !== null && !contract)
    return <PageWrapper title="Edit contract">{error ? <p role="alert">{error}</p> : <p>Loading…</p>}</PageWrapper>;
  return (
    <PageWrapper title={contract ? `Edit contract: ${contract.title}` : 'Create contract'}>
      {contract && <ContractApproval contract={contract} />}
      <form className="content-form" noValidate onSubmit={(event) => void save(event)}>
        <ContractFields form={form} people={people} />
        <div className="editor-actions">
          <button type="submit" className="primary" disabled={form.formState.isSubmitting}>
            Save
          </button>{' '}
          {contract && (
            <button type="button" className="danger" onClick={() => void remove()}>
              Delete
            </button>
          )}
        </div>
      </form>
    </PageWrapper>
  );
}
