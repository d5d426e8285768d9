import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { calculateLoan } from '#shared/domain/finance/index.ts';
import { PATHS } from '../../navigation/paths.ts';
import { useHelsinkiToday } from '../../ui/date-range/use-helsinki-today.ts';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, SubmitButton } from '../../ui/form/bound-fields.tsx';
import { checkedTextForm } from '../../ui/form/checked-text-form.ts';
import { useApiForm } from '../../ui/form/use-api-form.ts';
import { useUnsavedWork } from '../../ui/form/use-unsaved-work.ts';
import { CalculationResult } from './CalculationResult.tsx';
import {
  LOAN_AMOUNT,
  LOAN_TERM,
  parseLoanRequest,
  type LoanRequest,
  type LoanRequestErrors,
} from './loan-request.ts';
import buttons from '../../ui/button.module.css';

type CalculatorField = 'amount' | 'term';

const Field = boundFields<Record<CalculatorField, string>>();

/** Each refused figure's message, in the reader's language: it names the limits. */
function errorTexts(t: TFunction, errors: LoanRequestErrors): Array<[CalculatorField, string]> {
  const texts: Array<[CalculatorField, string]> = [];
  if (errors.amount) texts.push(['amount', t(errors.amount, LOAN_AMOUNT)]);
  if (errors.term) texts.push(['term', t(errors.term, LOAN_TERM)]);
  return texts;
}

/** The amount and the term within the terms' limits (./loan-request.ts). */
function calculatorForm(t: TFunction) {
  return checkedTextForm(['amount', 'term'], ({ amount, term }) => {
    const parsed = parseLoanRequest(amount, term);
    return parsed.ok ? [] : errorTexts(t, parsed.errors);
  });
}

/** The start of §4 step 1 for a calculated loan: the start page with `loanAmount` and `term`. */
export function startPathFor(request: LoanRequest): string {
  const query = new URLSearchParams({
    loanAmount: String(request.amount),
    term: String(request.terms),
  });
  return `${PATHS.loanApplication}?${query.toString()}`;
}

/**
 * The loan calculator (§3 Loan calculation, issue 12): the amount and term within the terms'
 * limits (the application's own rules and messages), priced with the figures the offer will
 * have (calculateLoan is the sandbox's offer arithmetic); applying starts the application with
 * the calculated amount and term. The original also posts each calculation to an external
 * statistics service whose path and payload the spec does not give, so nothing is sent.
 */
export function LoanCalculator({
  initial,
  errors: initialErrors,
}: {
  initial: Record<string, string>;
  errors: LoanRequestErrors;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const today = useHelsinkiToday();
  const [request, setRequest] = useState<LoanRequest | null>(null);
  const schema = useMemo(() => calculatorForm(t), [t]);
  const form = useApiForm({
    schema,
    defaultValues: { amount: initial['loanAmount'] ?? '', term: initial['term'] ?? '' },
    onSubmit: (values) => {
      const parsed = parseLoanRequest(values.amount, values.term);
      setRequest(parsed.ok ? parsed.value : null);
      return Promise.resolve();
    },
    onInvalid: () => setRequest(null),
  });
  useUnsavedWork(form.methods.formState.isDirty);
  // The figures of the start page's query that were refused are shown as such at once.
  const shownInitialErrors = useRef(false);
  useEffect(() => {
    if (shownInitialErrors.current) return;
    shownInitialErrors.current = true;
    for (const [field, message] of errorTexts(t, initialErrors)) {
      form.methods.setError(field, { message });
    }
  }, [form.methods, initialErrors, t]);
  const calculation = useMemo(
    () =>
      request && calculateLoan({ amountEuros: request.amount, termMonths: request.terms, today }),
    [request, today],
  );

  return (
    <>
      <ApiForm form={form} label={t('loanApplication:calculator.title')}>
        <p>{t('loanApplication:start.intro')}</p>
        <Field.Text
          name="amount"
          label={t('loanApplication:start.amount')}
          hint={t('loanApplication:start.amountHint', LOAN_AMOUNT)}
          inputMode="numeric"
        />
        <Field.Text
          name="term"
          label={t('loanApplication:start.term')}
          hint={t('loanApplication:start.termHint', LOAN_TERM)}
          inputMode="numeric"
        />
        <SubmitButton>{t('loanApplication:calculator.calculate')}</SubmitButton>
      </ApiForm>
      {request && calculation ? (
        <>
          <CalculationResult request={request} calculation={calculation} />
          <button
            type="button"
            className={buttons.primary}
            onClick={() => void navigate(startPathFor(request))}
          >
            {t('loanApplication:start.submit')}
          </button>
        </>
      ) : null}
    </>
  );
}
