import { zodResolver } from '@hookform/resolvers/zod';
import { useAtomValue } from 'jotai';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { DEFAULT_COUNTRY } from '#shared/domain/countries.ts';
import { foreignInvestorForm, type ForeignInvestorForm } from '#shared/domain/validation.ts';
import { toApiLanguage } from '#shared/languages.ts';
import { SERVER_ERROR_KEY, toApiError } from '../../api/errors.ts';
import { useServices } from '../../app/services.ts';
import { translateMessage } from '../../i18n/translate-message.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { countryOptions } from '../../ui/country-options.ts';
import { CheckboxField, RadioGroup, SelectField } from '../../ui/fields.tsx';
import { firstInvalidField, mapServerFieldErrors } from './form-errors.ts';
import { goToProvider } from '../../app/go-to-provider.ts';
import { foreignOnboardingAtom } from '../../state/identity.ts';
import type { TermsModalContext } from '../terms/TermsModal.tsx';
import styles from './foreign.module.css';
import { toOnfidoRedirectRequest } from './api.ts';
import { onfidoApi } from '#shared/api/onfido.ts';

export const FOREIGN_DETAILS_PATH = '/register/foreign-investor/provide-details';

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

type Summary = { kind: 'invalid' } | { kind: 'server'; messages: string[] } | { kind: 'browser' };

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
  const [summary, setSummary] = useState<Summary | null>(null);
  const headingId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ForeignInvestorForm>({
    resolver: zodResolver(foreignInvestorForm),
    defaultValues: FOREIGN_FORM_DEFAULTS,
    shouldFocusError: false,
  });
  const isAmerican = useWatch({ control, name: 'is_american' }) === 'yes';

  const focusFirst = (fieldErrors: FieldErrors<ForeignInvestorForm>) => {
    const first = firstInvalidField(fieldErrors);
    if (first) setFocus(first);
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setSummary(null);
      try {
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
        if (outcome === 'failed') setSummary({ kind: 'server', messages: [t(SERVER_ERROR_KEY)] });
        else if (outcome === 'waiting') setSummary({ kind: 'browser' });
      } catch (caught) {
        const error = toApiError(caught);
        if (error.kind === 'validation') {
          const mapped = mapServerFieldErrors(error.fieldErrors);
          for (const [field, message] of mapped.fields) setError(field, { message });
          setSummary(
            mapped.fields.length > 0
              ? { kind: 'invalid' }
              : {
                  kind: 'server',
                  messages: mapped.other.length ? mapped.other : [t(SERVER_ERROR_KEY)],
                },
          );
          const first = mapped.fields[0];
          if (first) setFocus(first[0]);
        } else {
          setSummary({ kind: 'server', messages: [t(SERVER_ERROR_KEY)] });
        }
      }
    },
    (fieldErrors) => {
      setSummary({ kind: 'invalid' });
      focusFirst(fieldErrors);
    },
  );

  const message = (text: string | undefined) => (text ? translateMessage(t, text) : undefined);
  const backToForm = () => void navigate(FOREIGN_DETAILS_PATH, { replace: true });
  const outletContext: TermsModalContext = {
    accept: () => {
      setValue('is_checked_terms_and_conditions', true, { shouldValidate: summary !== null });
      backToForm();
    },
    close: backToForm,
  };

  return (
    <section className="page page--narrow" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('foreign:title')}</h1>
      <p>{t('foreign:intro')}</p>
      <div>
        {summary?.kind === 'invalid' ? <Alert>{t('foreign:summary')}</Alert> : null}
        {summary?.kind === 'server' ? (
          <Alert>
            {summary.messages.map((text) => (
              <p key={text}>{translateMessage(t, text)}</p>
            ))}
          </Alert>
        ) : null}
        {summary?.kind === 'browser' ? (
          <Alert tone="info">{t('foreign:continueInBrowser')}</Alert>
        ) : null}
      </div>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <fieldset className={styles.section}>
          <legend>{t('foreign:sections.person')}</legend>
          <TextField
            label={t('foreign:fields.given_name')}
            autoComplete="given-name"
            error={message(errors.given_name?.message)}
            {...register('given_name')}
          />
          <TextField
            label={t('foreign:fields.family_name')}
            autoComplete="family-name"
            error={message(errors.family_name?.message)}
            {...register('family_name')}
          />
          <TextField
            label={t('foreign:fields.birthdate')}
            type="date"
            autoComplete="bday"
            error={message(errors.birthdate?.message)}
            {...register('birthdate')}
          />
          <SelectField
            label={t('foreign:fields.nationality')}
            options={countries}
            error={message(errors.nationality?.message)}
            {...register('nationality')}
          />
        </fieldset>
        <fieldset className={styles.section}>
          <legend>{t('foreign:sections.address')}</legend>
          <TextField
            label={t('foreign:fields.line1')}
            autoComplete="address-line1"
            error={message(errors.line1?.message)}
            {...register('line1')}
          />
          <TextField
            label={t('foreign:fields.line2')}
            autoComplete="address-line2"
            error={message(errors.line2?.message)}
            {...register('line2')}
          />
          <TextField
            label={t('foreign:fields.postcode')}
            autoComplete="postal-code"
            error={message(errors.postcode?.message)}
            {...register('postcode')}
          />
          <TextField
            label={t('foreign:fields.city')}
            autoComplete="address-level2"
            error={message(errors.city?.message)}
            {...register('city')}
          />
          <SelectField
            label={t('foreign:fields.country')}
            options={countries}
            error={message(errors.country?.message)}
            {...register('country')}
          />
        </fieldset>
        <fieldset className={styles.section}>
          <legend>{t('foreign:sections.taxation')}</legend>
          <SelectField
            label={t('foreign:fields.taxation_country')}
            options={countries}
            error={message(errors.taxation_country?.message)}
            {...register('taxation_country')}
          />
          <RadioGroup
            legend={t('foreign:fields.is_american')}
            options={[
              { value: 'yes', label: t('foreign:yes') },
              { value: 'no', label: t('foreign:no') },
            ]}
            error={message(errors.is_american?.message)}
            inputProps={register('is_american')}
          />
          {isAmerican ? (
            <TextField
              label={t('foreign:fields.tax_identification_number')}
              error={message(errors.tax_identification_number?.message)}
              {...register('tax_identification_number')}
            />
          ) : null}
        </fieldset>
        <fieldset className={styles.section}>
          <legend>{t('foreign:sections.passport')}</legend>
          <TextField
            label={t('foreign:fields.passport_number')}
            error={message(errors.passport_number?.message)}
            {...register('passport_number')}
          />
          <SelectField
            label={t('foreign:fields.passport_issued_country')}
            options={countries}
            error={message(errors.passport_issued_country?.message)}
            {...register('passport_issued_country')}
          />
          <TextField
            label={t('foreign:fields.passport_expiry_date')}
            type="date"
            error={message(errors.passport_expiry_date?.message)}
            {...register('passport_expiry_date')}
          />
        </fieldset>
        <CheckboxField
          error={message(errors.is_checked_terms_and_conditions?.message)}
          {...register('is_checked_terms_and_conditions')}
        >
          {t('foreign:fields.is_checked_terms_and_conditions')}
        </CheckboxField>
        <ul className={styles.links}>
          <li>
            <Link to={`${FOREIGN_DETAILS_PATH}/terms-and-conditions`}>
              {t('foreign:terms.openTerms')}
            </Link>
          </li>
          <li>
            <Link to={`${FOREIGN_DETAILS_PATH}/terms-and-conditions-and-price-list`}>
              {t('foreign:terms.openTermsWithPriceList')}
            </Link>
          </li>
        </ul>
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {t('foreign:submit')}
          </button>
        </div>
      </form>
      <Outlet context={outletContext} />
    </section>
  );
}
