import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { calculateLoan } from '#shared/domain/finance/index.ts';
import { PATHS } from '../../app/paths.ts';
import { useHelsinkiToday } from '../../ui/date-range/use-helsinki-today.ts';
import { TextField } from '../../ui/TextField.tsx';
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
  const [amount, setAmount] = useState(initial['loanAmount'] ?? '');
  const [term, setTerm] = useState(initial['term'] ?? '');
  const [errors, setErrors] = useState<LoanRequestErrors>(initialErrors);
  const [request, setRequest] = useState<LoanRequest | null>(null);
  useUnsavedWork(amount !== (initial['loanAmount'] ?? '') || term !== (initial['term'] ?? ''));
  const calculation = useMemo(
    () =>
      request && calculateLoan({ amountEuros: request.amount, termMonths: request.terms, today }),
    [request, today],
  );

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLoanRequest(amount, term);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      setRequest(null);
      return;
    }
    setErrors({});
    setRequest(parsed.value);
  };

  return (
    <>
      <form onSubmit={calculate} noValidate aria-label={t('loanApplication:calculator.title')}>
        <p>{t('loanApplication:start.intro')}</p>
        <TextField
          label={t('loanApplication:start.amount')}
          hint={t('loanApplication:start.amountHint', LOAN_AMOUNT)}
          inputMode="numeric"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={errors.amount ? t(errors.amount, LOAN_AMOUNT) : undefined}
        />
        <TextField
          label={t('loanApplication:start.term')}
          hint={t('loanApplication:start.termHint', LOAN_TERM)}
          inputMode="numeric"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          error={errors.term ? t(errors.term, LOAN_TERM) : undefined}
        />
        <button type="submit" className={buttons.primary}>
          {t('loanApplication:calculator.calculate')}
        </button>
      </form>
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
