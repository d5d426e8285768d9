import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { UserProfile } from '#shared/api/user.ts';
import {
  AML_GROUPS,
  AML_SPECIFICATIONS,
  personAmlForm,
  type PersonAmlForm,
} from '#shared/domain/validation/aml.ts';
import { PATHS } from '../../navigation/paths.ts';
import { useServices } from '../../services/app-services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, FormAlert, SubmitButton } from '../../ui/form/bound-fields.tsx';
import { useApiForm } from '../../ui/form/use-api-form.ts';
import { useUnsavedWork } from '../../ui/form/use-unsaved-work.ts';
import { useProfile } from '../profile/index.ts';
import {
  AmlCheckboxGroups,
  AmlLoadFailed,
  BankAccountFields,
  InvestmentHabitsFields,
  PepFields,
} from './aml-fields.tsx';
import { amlFormValues, type StoredPersonAml } from './aml-form.ts';
import { afterPersonAmlSaved, savePersonAml } from './mutations.ts';
import { usePersonAml } from './queries.ts';
import layout from '../../ui/layout.module.css';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

const Field = boundFields<PersonAmlForm>();

/** The questionnaire is for a refill (force_aml_fill_in) or before the first deposit. */
const amlAccess = (profile: UserProfile) => ({
  allowed: profile.force_aml_fill_in || profile.deposits.length === 0,
  forced: profile.force_aml_fill_in,
});

/**
 * /onboarding/investor/aml: only while the profile asks for a refill (force_aml_fill_in) or has
 * no deposits yet (investor.md §4); anyone else goes to the dashboard. The rule is checked on
 * entry (RequiresProfile has loaded the profile), so saving, which clears the flag, does not
 * send the user away before the next step.
 */
export function PersonAmlPage() {
  const profile = useProfile();
  const [onEntry] = useState(() => (profile.data ? amlAccess(profile.data) : null));
  if (profile.isPending) return <PageLoading />;
  const access = onEntry ?? (profile.data ? amlAccess(profile.data) : null);
  if (!access?.allowed) return <RedirectUnlessLeaving to={PATHS.dashboard} />;
  return <PersonAmlScreen forced={access.forced} />;
}

function PersonAmlScreen({ forced }: { forced: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const stored = usePersonAml();
  return (
    <section className={layout.narrow} aria-labelledby={headingId}>
      <h1 id={headingId}>{t('aml:title')}</h1>
      {forced ? <Alert tone="info">{t('aml:forceFillIn')}</Alert> : null}
      <p>{t('aml:intro')}</p>
      {stored.isPending ? (
        <PageLoading />
      ) : stored.isError ? (
        <AmlLoadFailed />
      ) : (
        <PersonAmlForm stored={stored.data} />
      )}
    </section>
  );
}

function PersonAmlForm({ stored }: { stored: StoredPersonAml }) {
  const { t } = useTranslation();
  const services = useServices();
  const navigate = useNavigate();
  const form = useApiForm({
    schema: personAmlForm,
    defaultValues: amlFormValues(stored),
    invalidSummary: 'aml:summary',
    async onSubmit(values) {
      await savePersonAml(services, values, stored !== null);
      await navigate(PATHS.investorContract);
      await afterPersonAmlSaved(services);
    },
  });
  useUnsavedWork(form.methods.formState.isDirty);

  return (
    <ApiForm form={form}>
      <FormAlert />
      <BankAccountFields />
      <PepFields legend={t('aml:fields.is_pep')} />
      <AmlCheckboxGroups
        groups={AML_GROUPS}
        specifications={AML_SPECIFICATIONS}
        label={(kind, name) => t(`aml:${kind}.${name}`)}
      />
      <Field.Text name="profession" label={t('aml:fields.profession')} />
      <Field.Text
        name="monthly_gross_income_amount"
        label={t('aml:fields.monthly_gross_income_amount')}
        inputMode="decimal"
      />
      <Field.Text
        name="total_assets_amount"
        label={t('aml:fields.total_assets_amount')}
        inputMode="decimal"
      />
      <InvestmentHabitsFields />
      <div className={layout.actions}>
        <SubmitButton>{t('aml:submit')}</SubmitButton>
      </div>
    </ApiForm>
  );
}
