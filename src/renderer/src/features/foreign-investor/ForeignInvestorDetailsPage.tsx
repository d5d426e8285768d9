import { useAtomValue } from 'jotai';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { onfidoApi } from '#shared/api/onfido.ts';
import { DEFAULT_COUNTRY } from '#shared/domain/countries.ts';
import {
  foreignInvestorForm,
  type ForeignInvestorForm,
} from '#shared/domain/validation/foreign-investor.ts';
import { toApiLanguage } from '#shared/languages.ts';
import { SERVER_ERROR_KEY } from '../../api/errors.ts';
import { goToProvider } from '../../services/go-to-provider.ts';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { foreignOnboardingAtom } from '../../state/identity.ts';
import { Alert } from '../../ui/Alert.tsx';
import { countryOptions } from '../../ui/country-options.ts';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, FormAlert, SubmitButton } from '../../ui/form/bound-fields.tsx';
import { useApiForm } from '../../ui/form/use-api-form.ts';
import type { TermsModalContext } from '../terms/index.ts';
import { toOnfidoRedirectRequest } from './api.ts';
import styles from './foreign.module.css';
import { PATHS } from '../../navigation/paths.ts';
import layout from '../../ui/layout.module.css';

const Field = boundFields<ForeignInvestorForm>();

export const FOREIGN_FORM_DEFAULTS: ForeignInvestorForm = {
  given_name: '',
  family_name: '',
  birthdate: '',
  line1: '',
  line2: '',
  city: '',
  postcode: '',
  country: DEFAULT_COUNTRY,
  nationality: DEFAULT_COUNTRY,
  taxation_country: DEFAULT_COUNTRY,
  passport_number: '',
  passport_issued_country: DEFAULT_COUNTRY,
  passport_expiry_date: '',
  is_american: '',
  tax_identification_number: '',
  is_checked_terms_and_conditions: false,
};

/**
 * /register/foreign-investor/provide-details: the foreign investor's details for the document
 * check. Submitting posts them and sends the user to the returned check page.
 */
export function ForeignInvestorDetailsPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const services = useServices();
  const language = useAtomValue(languageAtom);
  const countries = useMemo(
    () => countryOptions(language).map((c) => ({ value: c.iso, label: c.label })),
    [language],
  );
  const [continueInBrowser, setContinueInBrowser] = useState(false);
  const headingId = useId();
  const form = useApiForm({
    schema: foreignInvestorForm,
    defaultValues: FOREIGN_FORM_DEFAULTS,
    invalidSummary: 'foreign:summary',
    async onSubmit(values, controls) {
      setContinueInBrowser(false);
      const target = await services.api.call(onfidoApi.redirect, {
        body: toOnfidoRedirectRequest(values, toApiLanguage(language)),
      });
      // The document check returns through /auth/callback; the details and phone steps that
      // follow must use the foreign onboarding endpoints.
      services.store.set(foreignOnboardingAtom, true);
      const outcome = await goToProvider(services, {
        redirectUrl: target.redirect_url,
        state: target.state,
      });
      if (outcome === 'failed') controls.setFormError(SERVER_ERROR_KEY);
      else if (outcome === 'waiting') setContinueInBrowser(true);
    },
  });
  const isAmerican = useWatch({ control: form.methods.control, name: 'is_american' }) === 'yes';

  const backToForm = () => void navigate(PATHS.foreignInvestorDetails, { replace: true });
  const outletContext: TermsModalContext = {
    accept: () => {
      form.methods.setValue('is_checked_terms_and_conditions', true, {
        shouldValidate: form.methods.formState.isSubmitted,
      });
      backToForm();
    },
    close: backToForm,
  };

  return (
    <section className={layout.narrow} aria-labelledby={headingId}>
      <h1 id={headingId}>{t('foreign:title')}</h1>
      <p>{t('foreign:intro')}</p>
      <ApiForm form={form}>
        <FormAlert />
        {continueInBrowser ? <Alert tone="info">{t('foreign:continueInBrowser')}</Alert> : null}
        <fieldset className={styles.section}>
          <legend>{t('foreign:sections.person')}</legend>
          <Field.Text
            name="given_name"
            label={t('foreign:fields.given_name')}
            autoComplete="given-name"
          />
          <Field.Text
            name="family_name"
            label={t('foreign:fields.family_name')}
            autoComplete="family-name"
          />
          <Field.Text
            name="birthdate"
            label={t('foreign:fields.birthdate')}
            type="date"
            autoComplete="bday"
          />
          <Field.Select
            name="nationality"
            label={t('foreign:fields.nationality')}
            options={countries}
          />
        </fieldset>
        <fieldset className={styles.section}>
          <legend>{t('foreign:sections.address')}</legend>
          <Field.Text name="line1" label={t('foreign:fields.line1')} autoComplete="address-line1" />
          <Field.Text name="line2" label={t('foreign:fields.line2')} autoComplete="address-line2" />
          <Field.Text
            name="postcode"
            label={t('foreign:fields.postcode')}
            autoComplete="postal-code"
          />
          <Field.Text name="city" label={t('foreign:fields.city')} autoComplete="address-level2" />
          <Field.Select name="country" label={t('foreign:fields.country')} options={countries} />
        </fieldset>
        <fieldset className={styles.section}>
          <legend>{t('foreign:sections.taxation')}</legend>
          <Field.Select
            name="taxation_country"
            label={t('foreign:fields.taxation_country')}
            options={countries}
          />
          <Field.Radios
            name="is_american"
            legend={t('foreign:fields.is_american')}
            options={[
              { value: 'yes', label: t('foreign:yes') },
              { value: 'no', label: t('foreign:no') },
            ]}
          />
          {isAmerican ? (
            <Field.Text
              name="tax_identification_number"
              label={t('foreign:fields.tax_identification_number')}
            />
          ) : null}
        </fieldset>
        <fieldset className={styles.section}>
          <legend>{t('foreign:sections.passport')}</legend>
          <Field.Text name="passport_number" label={t('foreign:fields.passport_number')} />
          <Field.Select
            name="passport_issued_country"
            label={t('foreign:fields.passport_issued_country')}
            options={countries}
          />
          <Field.Text
            name="passport_expiry_date"
            label={t('foreign:fields.passport_expiry_date')}
            type="date"
          />
        </fieldset>
        <Field.Checkbox name="is_checked_terms_and_conditions">
          {t('foreign:fields.is_checked_terms_and_conditions')}
        </Field.Checkbox>
        <ul className={styles.links}>
          <li>
            <Link to={`${PATHS.foreignInvestorDetails}/terms-and-conditions`}>
              {t('foreign:terms.openTerms')}
            </Link>
          </li>
          <li>
            <Link to={`${PATHS.foreignInvestorDetails}/terms-and-conditions-and-price-list`}>
              {t('foreign:terms.openTermsWithPriceList')}
            </Link>
          </li>
        </ul>
        <div className={layout.actions}>
          <SubmitButton>{t('foreign:submit')}</SubmitButton>
        </div>
      </ApiForm>
      <Outlet context={outletContext} />
    </section>
  );
}
