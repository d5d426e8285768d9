import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  COMPANY_AML_GROUPS,
  COMPANY_AML_SPECIFICATIONS,
  companyAmlForm,
  type CompanyAmlForm,
} from '#shared/domain/validation/company-aml.ts';
import { PATHS } from '../../navigation/paths.ts';
import { useServices } from '../../services/app-services.ts';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, FormAlert, SubmitButton } from '../../ui/form/bound-fields.tsx';
import { useApiForm } from '../../ui/form/use-api-form.ts';
import { useUnsavedWork } from '../../ui/form/use-unsaved-work.ts';
import {
  AmlCheckboxGroups,
  BankAccountFields,
  InvestmentHabitsFields,
  PepFields,
} from '../aml/index.ts';
import { BeneficialOwners } from './BeneficialOwners.tsx';
import { emptyCompanyAmlForm } from './company-aml-form.ts';
import { useOnboardedCompany } from './guards.tsx';
import { saveCompanyAml } from './mutations.ts';
import layout from '../../ui/layout.module.css';

const Field = boundFields<CompanyAmlForm>();

/**
 * /onboarding/company/{companyId}/investor/aml: the company's AML questionnaire (investor.md §3,
 * §5), checked on continue with the errors per field and the first scrolled to; saved, it leads
 * to the company contract. A failed post shows SERVER_ERROR (or the server's field messages).
 */
export function CompanyAmlPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const company = useOnboardedCompany();
  const services = useServices();
  const navigate = useNavigate();
  const form = useApiForm({
    schema: companyAmlForm,
    defaultValues: emptyCompanyAmlForm(),
    invalidSummary: 'aml:summary',
    async onSubmit(values) {
      await saveCompanyAml(services, company.id, values);
      await navigate(PATHS.companyContract(company.id));
    },
  });
  useUnsavedWork(form.methods.formState.isDirty);
  // The company's wording where it differs from the person's, the person's otherwise.
  const label = (kind: string, name: string) =>
    t([`companyOnboarding:aml.${kind}.${name}`, `aml:${kind}.${name}`]);

  return (
    <section className={layout.narrow} aria-labelledby={headingId}>
      <h1 id={headingId}>{t('companyOnboarding:aml.title', { company: company.name })}</h1>
      <p>{t('companyOnboarding:aml.intro')}</p>
      <ApiForm form={form}>
        <FormAlert />
        <BankAccountFields />
        <PepFields legend={t('companyOnboarding:aml.isPep')} />
        <AmlCheckboxGroups
          groups={COMPANY_AML_GROUPS}
          specifications={COMPANY_AML_SPECIFICATIONS}
          label={label}
        />
        <Field.Text name="business_sector" label={label('fields', 'business_sector')} />
        <Field.Text name="turnover" label={label('fields', 'turnover')} inputMode="decimal" />
        <Field.Text name="profit" label={label('fields', 'profit')} />
        <Field.Text
          name="balance_sheet_total"
          label={label('fields', 'balance_sheet_total')}
          inputMode="decimal"
        />
        <InvestmentHabitsFields />
        <BeneficialOwners />
        <div className={layout.actions}>
          <SubmitButton>{t('aml:submit')}</SubmitButton>
        </div>
      </ApiForm>
    </section>
  );
}
