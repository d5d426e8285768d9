import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { ErrorReading } from '#shared/api/error-reading.ts';
import { PATHS } from '../../navigation/paths.ts';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, FormAlert, SubmitButton } from '../../ui/form/bound-fields.tsx';
import { apiErrorText } from '../../ui/form/map-api-error.ts';
import { useApiForm } from '../../ui/form/use-api-form.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { DocumentBox } from '../../ui/DocumentBox.tsx';
import { activeApplicationQuery } from '../loan-application/index.ts';
import { contractConfirmationForm, type ContractConfirmationForm } from './contract-form.ts';
import { signLoanMutation } from './mutations.ts';
import { borrowerContractQuery } from './queries.ts';
import layout from '../../ui/layout.module.css';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

const Field = boundFields<ContractConfirmationForm>();

/** A load or signing failure shows the server's message, whatever the answer, else SERVER_ERROR. */
const CONTRACT_FAILURE: ErrorReading = { serverWords: 'any' };

/** /dashboard/borrower/loan-application/sign-contract: the active application's contract. */
export function SignContractPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const application = useQuery(activeApplicationQuery(api));
  if (application.isPending) return <PageLoading />;
  if (application.isError) return <Alert>{t('errors:pageLoad')}</Alert>;
  if (application.data === null) return <RedirectUnlessLeaving to={PATHS.loanApplication} />;
  return <ContractSigning applicationId={application.data.id} />;
}

/**
 * The contract, shown safely in a scrollable region, the confirmation and Sign: POST
 * api/borrower/loan, then the thank-you. A load or signing failure is a danger alert with the
 * server's message (§8), else the SERVER_ERROR text; the button is off while signing.
 */
function ContractSigning({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const navigate = useNavigate();
  const language = useAtomValue(languageAtom);
  const contract = useQuery(borrowerContractQuery(api, applicationId, language));
  const sign = useMutation(signLoanMutation(api));
  const form = useApiForm({
    schema: contractConfirmationForm,
    defaultValues: { confirmed: false },
    errorReading: CONTRACT_FAILURE,
    onSubmit: async () => {
      await sign.mutateAsync(applicationId);
      await navigate(PATHS.loanApplicationStep('signed'), { replace: true });
    },
  });

  return (
    <section className={layout.narrow}>
      <h1>{t('loanOffer:contract.title')}</h1>
      <p>{t('loanOffer:contract.intro')}</p>
      {contract.isPending ? <PageLoading /> : null}
      {contract.error ? <Alert>{apiErrorText(t, contract.error, CONTRACT_FAILURE)}</Alert> : null}
      {contract.data ? (
        <>
          <DocumentBox label={t('loanOffer:contract.documentLabel')} html={contract.data.html} />
          <ApiForm form={form}>
            <Field.Checkbox name="confirmed">{t('loanOffer:contract.confirm')}</Field.Checkbox>
            <FormAlert />
            <div className={layout.actions}>
              <SubmitButton>{t('loanOffer:contract.sign')}</SubmitButton>
            </div>
          </ApiForm>
        </>
      ) : null}
      <p>
        <Link to={PATHS.loanApplicationStep('view-offer')}>{t('loanOffer:contract.back')}</Link>
      </p>
    </section>
  );
}
