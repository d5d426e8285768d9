import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import type { UserProfile } from '#shared/api/user.ts';
import { finnishBankOf } from '#shared/domain/iban.ts';
import {
  AML_GROUPS,
  AML_SPECIFICATIONS,
  ANNUAL_INVESTMENT_AMOUNTS,
  ANNUAL_INVESTMENT_COUNTS,
  PEP_FLAGS,
  personAmlForm,
  RISK_PROFILES,
  type AmlBox,
  type AmlGroup,
  type PersonAmlForm,
} from '#shared/domain/validation/aml.ts';
import { SERVER_ERROR_KEY } from '../../api/errors.ts';
import { PATHS } from '../../app/paths.ts';
import { useServices } from '../../app/services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, FormAlert, SubmitButton } from '../../ui/form/bound-fields.tsx';
import { useApiForm } from '../../ui/form/use-api-form.ts';
import { useProfile } from '../profile/index.ts';
import { amlFormValues, type StoredPersonAml } from './aml-form.ts';
import { afterPersonAmlSaved, savePersonAml } from './mutations.ts';
import { usePersonAml } from './queries.ts';

const Field = boundFields<PersonAmlForm>();
const GROUPS = Object.entries(AML_GROUPS) as Array<[AmlGroup, ReadonlyArray<AmlBox>]>;
const SPECIFICATIONS: Partial<Record<AmlBox, keyof PersonAmlForm>> = AML_SPECIFICATIONS;

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
  if (!access?.allowed) return <Navigate to={PATHS.dashboard} replace />;
  return <PersonAmlScreen forced={access.forced} />;
}

function PersonAmlScreen({ forced }: { forced: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const stored = usePersonAml();
  return (
    <section className="page page--narrow" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('aml:title')}</h1>
      {forced ? <Alert tone="info">{t('aml:forceFillIn')}</Alert> : null}
      <p>{t('aml:intro')}</p>
      {stored.isPending ? (
        <PageLoading />
      ) : stored.isError ? (
        <LoadFailed />
      ) : (
        <PersonAmlForm stored={stored.data} />
      )}
    </section>
  );
}

/** The stored questionnaire could not be read: SERVER_ERROR, scrolled to. */
function LoadFailed() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.scrollIntoView?.({ block: 'center' }), []);
  return (
    <div ref={ref}>
      <Alert>{t(SERVER_ERROR_KEY)}</Alert>
    </div>
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
  const isPep = useWatch({ control: form.methods.control, name: 'is_pep' }) === 'yes';
  const yesNo = [
    { value: 'yes', label: t('aml:yes') },
    { value: 'no', label: t('aml:no') },
  ];
  const options = (key: string, values: readonly string[]) => [
    { value: '', label: t('aml:choose') },
    ...values.map((value) => ({ value, label: t(`aml:${key}.${value}`) })),
  ];

  return (
    <ApiForm form={form}>
      <FormAlert />
      <fieldset className="field field--group">
        <legend className="field__label">{t('aml:sections.bank')}</legend>
        <Field.Text name="iban" label={t('aml:fields.iban')} autoComplete="off" />
        <BankName />
      </fieldset>
      <Field.Radios name="is_pep" legend={t('aml:fields.is_pep')} options={yesNo} />
      {isPep ? (
        <fieldset className="field field--group">
          <legend className="field__label">{t('aml:pepFlagsLegend')}</legend>
          {PEP_FLAGS.map((flag) => (
            <Field.Checkbox key={flag} name={flag}>
              {t(`aml:pepFlags.${flag}`)}
            </Field.Checkbox>
          ))}
        </fieldset>
      ) : null}
      {GROUPS.map(([group, boxes]) => (
        <Field.CheckboxGroup
          key={group}
          name={group}
          legend={t(`aml:groups.${group}`)}
          boxes={boxes}
        >
          {boxes.map((box) => (
            <SpecifiedBox key={box} box={box} />
          ))}
        </Field.CheckboxGroup>
      ))}
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
      <Field.Select
        name="annual_investment_count"
        label={t('aml:fields.annual_investment_count')}
        options={options('annualInvestmentCount', ANNUAL_INVESTMENT_COUNTS)}
      />
      <Field.Select
        name="annual_investment_amount"
        label={t('aml:fields.annual_investment_amount')}
        options={options('annualInvestmentAmount', ANNUAL_INVESTMENT_AMOUNTS)}
      />
      <Field.Select
        name="risk_profile"
        label={t('aml:fields.risk_profile')}
        options={options('riskProfile', RISK_PROFILES)}
      />
      <div className="actions">
        <SubmitButton>{t('aml:submit')}</SubmitButton>
      </div>
    </ApiForm>
  );
}

/** The bank of the IBAN as typed, once it names a Finnish bank. */
function BankName() {
  const { t } = useTranslation();
  const iban = useWatch<PersonAmlForm, 'iban'>({ name: 'iban' });
  const bank = finnishBankOf(iban);
  return <p aria-live="polite">{bank ? t('aml:bankName', { bank }) : null}</p>;
}

/** A box, and the text it opens while ticked (cleared when it is unticked). */
function SpecifiedBox({ box }: { box: AmlBox }) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<PersonAmlForm>();
  const ticked = useWatch<PersonAmlForm, AmlBox>({ name: box });
  const specification = SPECIFICATIONS[box];
  useEffect(() => {
    if (specification && !ticked) setValue(specification, '');
  }, [specification, ticked, setValue]);
  return (
    <>
      <Field.Checkbox name={box}>{t(`aml:boxes.${box}`)}</Field.Checkbox>
      {specification && ticked ? (
        <Field.Text name={specification} label={t(`aml:specifications.${specification}`)} />
      ) : null}
    </>
  );
}
