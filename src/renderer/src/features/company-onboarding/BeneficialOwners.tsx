import { useEffect, useId } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  BENEFICIAL_OWNERSHIP_THRESHOLD,
  MAX_BENEFICIAL_OWNERS,
  type CompanyAmlForm,
} from '#shared/domain/validation/company-aml.ts';
import { translateMessage } from '../../i18n/translate-message.ts';
import { FieldError } from '../../ui/FieldError.tsx';
import { BoundRadioGroup, BoundTextField } from '../../ui/form/bound-fields.tsx';
import { useYesNo } from '../aml/index.ts';
import { EMPTY_OWNER } from './company-aml-form.ts';
import buttons from '../../ui/button.module.css';
import fieldStyles from '../../ui/fields.module.css';

/**
 * Whether the company has beneficial owners (above 25 % of ownership or votes) and, if so, who:
 * at most 4, each with a name and a social security number; an owner can be removed only while
 * there is more than one (investor.md §5 Company AML).
 */
export function BeneficialOwners() {
  const { t } = useTranslation();
  const yesNo = useYesNo();
  const errorId = useId();
  const { control, getFieldState, formState } = useFormContext<CompanyAmlForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'beneficial_owners' });
  const hasOwners = useWatch({ control, name: 'is_beneficial_owner' }) === 'yes';
  const message = getFieldState('beneficial_owners', formState).error?.message;
  const listError = message ? translateMessage(t, message) : undefined;

  // A "yes" opens the first owner's row.
  useEffect(() => {
    if (hasOwners && fields.length === 0) append(EMPTY_OWNER, { shouldFocus: false });
  }, [hasOwners, fields.length, append]);

  return (
    <>
      <p>
        {t('companyOnboarding:aml.owners.explanation', {
          threshold: BENEFICIAL_OWNERSHIP_THRESHOLD,
        })}
      </p>
      <BoundRadioGroup<CompanyAmlForm>
        name="is_beneficial_owner"
        legend={t('companyOnboarding:aml.owners.question')}
        options={yesNo}
      />
      {hasOwners ? (
        <fieldset
          className={fieldStyles.group}
          aria-invalid={listError ? true : undefined}
          aria-describedby={listError ? errorId : undefined}
        >
          <legend className={fieldStyles.label}>{t('companyOnboarding:aml.owners.legend')}</legend>
          {fields.map((field, index) => (
            <fieldset key={field.id} className={fieldStyles.group}>
              <legend className={fieldStyles.label}>
                {t('companyOnboarding:aml.owners.owner', { number: index + 1 })}
              </legend>
              <BoundTextField<CompanyAmlForm>
                name={`beneficial_owners.${index}.name`}
                label={t('companyOnboarding:aml.owners.name')}
                autoComplete="off"
              />
              <BoundTextField<CompanyAmlForm>
                name={`beneficial_owners.${index}.ssn`}
                label={t('companyOnboarding:aml.owners.ssn')}
                autoComplete="off"
              />
              {fields.length > 1 ? (
                <button type="button" className={buttons.secondary} onClick={() => remove(index)}>
                  {t('companyOnboarding:aml.owners.remove', { number: index + 1 })}
                </button>
              ) : null}
            </fieldset>
          ))}
          {fields.length < MAX_BENEFICIAL_OWNERS ? (
            <button type="button" className={buttons.secondary} onClick={() => append(EMPTY_OWNER)}>
              {t('companyOnboarding:aml.owners.add')}
            </button>
          ) : null}
          <FieldError id={errorId} error={listError} />
        </fieldset>
      ) : null}
    </>
  );
}
