import { useEffect, useRef } from 'react';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { finnishBankOf } from '#shared/domain/iban.ts';
import {
  ANNUAL_INVESTMENT_AMOUNTS,
  ANNUAL_INVESTMENT_COUNTS,
  PEP_FLAGS,
  RISK_PROFILES,
} from '#shared/domain/validation/aml.ts';
import { SERVER_ERROR_KEY } from '../../api/errors.ts';
import { Alert } from '../../ui/Alert.tsx';
import {
  BoundCheckbox,
  BoundCheckboxGroup,
  BoundRadioGroup,
  BoundSelectField,
  BoundTextField,
} from '../../ui/form/bound-fields.tsx';
import fieldStyles from '../../ui/fields.module.css';

/*
 * The parts the person and the company AML questionnaires share (investor.md §5): the bank
 * account, the political exposure, the checkbox groups with their specifications and the
 * investment habits. Each is bound by name to the enclosing <ApiForm>, whose values have these
 * fields.
 */

/** The stored questionnaire could not be read: SERVER_ERROR, scrolled to (investor.md §8). */
export function AmlLoadFailed() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.scrollIntoView?.({ block: 'center' }), []);
  return (
    <div ref={ref}>
      <Alert>{t(SERVER_ERROR_KEY)}</Alert>
    </div>
  );
}

/** The IBAN and, once it names a Finnish bank, the bank. */
export function BankAccountFields() {
  const { t } = useTranslation();
  const iban = useWatch<FieldValues>({ name: 'iban' }) as string;
  const bank = finnishBankOf(iban);
  return (
    <fieldset className={fieldStyles.group}>
      <legend className={fieldStyles.label}>{t('aml:sections.bank')}</legend>
      <BoundTextField name="iban" label={t('aml:fields.iban')} autoComplete="off" />
      <p aria-live="polite">{bank ? t('aml:bankName', { bank }) : null}</p>
    </fieldset>
  );
}

/** The yes/no options of a radio question. */
export function useYesNo() {
  const { t } = useTranslation();
  return [
    { value: 'yes', label: t('aml:yes') },
    { value: 'no', label: t('aml:no') },
  ];
}

/** Whether politically exposed, and if so how. */
export function PepFields({ legend }: { legend: string }) {
  const { t } = useTranslation();
  const yesNo = useYesNo();
  const isPep = useWatch<FieldValues>({ name: 'is_pep' }) === 'yes';
  return (
    <>
      <BoundRadioGroup name="is_pep" legend={legend} options={yesNo} />
      {isPep ? (
        <fieldset className={fieldStyles.group}>
          <legend className={fieldStyles.label}>{t('aml:pepFlagsLegend')}</legend>
          {PEP_FLAGS.map((flag) => (
            <BoundCheckbox key={flag} name={flag}>
              {t(`aml:pepFlags.${flag}`)}
            </BoundCheckbox>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}

export interface CheckboxGroupsProps {
  groups: Readonly<Record<string, readonly string[]>>;
  specifications: Readonly<Record<string, string>>;
  /** The translated legend of a group, label of a box and label of a specification. */
  label: (kind: 'groups' | 'boxes' | 'specifications', name: string) => string;
}

/** The groups of which one box must be ticked, each box with the text it opens while ticked. */
export function AmlCheckboxGroups({ groups, specifications, label }: CheckboxGroupsProps) {
  return Object.entries(groups).map(([group, boxes]) => (
    <BoundCheckboxGroup key={group} name={group} legend={label('groups', group)} boxes={boxes}>
      {boxes.map((box) => (
        <SpecifiedBox key={box} box={box} specification={specifications[box]} label={label} />
      ))}
    </BoundCheckboxGroup>
  ));
}

/** A box, and the text it opens while ticked (cleared when it is unticked). */
function SpecifiedBox({
  box,
  specification,
  label,
}: {
  box: string;
  specification: string | undefined;
  label: CheckboxGroupsProps['label'];
}) {
  const { setValue } = useFormContext();
  const ticked = useWatch<FieldValues>({ name: box }) === true;
  useEffect(() => {
    if (specification && !ticked) setValue(specification, '');
  }, [specification, ticked, setValue]);
  return (
    <>
      <BoundCheckbox name={box}>{label('boxes', box)}</BoundCheckbox>
      {specification && ticked ? (
        <BoundTextField name={specification} label={label('specifications', specification)} />
      ) : null}
    </>
  );
}

/** How many and how much a year, and the risk profile. */
export function InvestmentHabitsFields() {
  const { t } = useTranslation();
  const options = (key: string, values: readonly string[]) => [
    { value: '', label: t('aml:choose') },
    ...values.map((value) => ({ value, label: t(`aml:${key}.${value}`) })),
  ];
  return (
    <>
      <BoundSelectField
        name="annual_investment_count"
        label={t('aml:fields.annual_investment_count')}
        options={options('annualInvestmentCount', ANNUAL_INVESTMENT_COUNTS)}
      />
      <BoundSelectField
        name="annual_investment_amount"
        label={t('aml:fields.annual_investment_amount')}
        options={options('annualInvestmentAmount', ANNUAL_INVESTMENT_AMOUNTS)}
      />
      <BoundSelectField
        name="risk_profile"
        label={t('aml:fields.risk_profile')}
        options={options('riskProfile', RISK_PROFILES)}
      />
    </>
  );
}
