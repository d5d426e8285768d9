import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/paths.ts';
import { TextField } from '../../ui/TextField.tsx';
import { useUnsavedWork } from '../../ui/form/use-unsaved-work.ts';
import {
  LOAN_AMOUNT,
  LOAN_TERM,
  parseLoanRequest,
  type LoanRequestErrors,
} from './loan-request.ts';

/**
 * The amount and term of a new application (1–20 000 €, 1–84 months); a valid pair starts the
 * application (the start with `loanAmount` and `term`). Issue 12 puts a calculator here.
 */
export function LoanRequestForm({
  initial,
  errors: initialErrors,
}: {
  initial: Record<string, string>;
  errors: LoanRequestErrors;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [amount, setAmount] = useState(initial['loanAmount'] ?? '');
  const [term, setTerm] = useState(initial['term'] ?? '');
  const [errors, setErrors] = useState<LoanRequestErrors>(initialErrors);
  useUnsavedWork(amount !== (initial['loanAmount'] ?? '') || term !== (initial['term'] ?? ''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = parseLoanRequest(amount, term);
    if (!request.ok) {
      setErrors(request.errors);
      return;
    }
    const query = new URLSearchParams({
      loanAmount: String(request.value.amount),
      term: String(request.value.terms),
    });
    void navigate(`${PATHS.loanApplication}?${query.toString()}`);
  };

  return (
    <form onSubmit={submit} noValidate>
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
      <button type="submit" className="button button--primary">
        {t('loanApplication:start.submit')}
      </button>
    </form>
  );
}
