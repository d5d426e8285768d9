import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import type { ErrorReading } from '#shared/api/error-reading.ts';
import { MESSAGES } from '#shared/domain/validation/messages.ts';
import { PATHS } from '../../navigation/paths.ts';
import { useServices } from '../../services/app-services.ts';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, FormAlert, SubmitButton } from '../../ui/form/bound-fields.tsx';
import { useApiForm } from '../../ui/form/use-api-form.ts';
import type { TermsModalContext } from '../terms/index.ts';
import { useOnboardedCompany } from './guards.tsx';
import { signCompanyContract } from './mutations.ts';
import layout from '../../ui/layout.module.css';

/** A signing failure is a danger alert with the server's message, whatever the answer (§8). */
const SIGNING_FAILURE: ErrorReading = { serverWords: 'any' };

const acceptance = z.boolean().refine((value) => value, MESSAGES.acceptTerms);
const signingForm = z.object({ risk: acceptance, terms: acceptance });
type SigningForm = z.infer<typeof signingForm>;
const Field = boundFields<SigningForm>();

/**
 * /onboarding/company/{companyId}/contract (guard: an unsigned company deposit): the sign button
 * needs both the risk acceptance and the terms-and-price-list acceptance (investor.md §5);
 * accepting in the price-list modal ticks the latter. Signed, and the status saying so, the
 * company portfolio opens; a failure shows in a danger alert.
 */
export function CompanyContractPage() {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const company = useOnboardedCompany();
  const form = useApiForm({
    schema: signingForm,
    defaultValues: { risk: false, terms: false },
    errorReading: SIGNING_FAILURE,
    onSubmit: async () => {
      await signCompanyContract(services, company.id);
      await navigate(PATHS.companyPortfolio(company.id), { replace: true });
    },
  });
  const [risk, terms] = useWatch({ control: form.methods.control, name: ['risk', 'terms'] });

  const backToContract = () => void navigate(PATHS.companyContract(company.id), { replace: true });
  const modal: TermsModalContext = {
    accept: () => {
      form.methods.setValue('terms', true);
      backToContract();
    },
    close: backToContract,
  };

  return (
    <section className={layout.narrow}>
      <h1>{t('companyOnboarding:contract.title')}</h1>
      <p>{t('companyOnboarding:contract.intro', { company: company.name })}</p>
      <p>
        <Link to="terms-and-conditions-and-price-list">
          {t('companyOnboarding:contract.priceListLink')}
        </Link>
      </p>
      <ApiForm form={form}>
        <Field.Checkbox name="risk">{t('companyOnboarding:contract.risk')}</Field.Checkbox>
        <Field.Checkbox name="terms">{t('companyOnboarding:contract.terms')}</Field.Checkbox>
        <FormAlert />
        <SubmitButton disabled={!risk || !terms}>
          {t('companyOnboarding:contract.sign')}
        </SubmitButton>
      </ApiForm>
      <Outlet context={modal} />
    </section>
  );
}
