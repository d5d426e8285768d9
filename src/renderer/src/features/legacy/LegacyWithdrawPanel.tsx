import type { TFunction } from 'i18next';
import { useAtomValue } from 'jotai';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '#shared/domain/format.ts';
import type { AppLanguage } from '#shared/languages.ts';
import { SERVER_ERROR_KEY } from '../../api/errors.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import type { WithdrawOutcome } from './use-legacy-withdraw.ts';
import {
  checkWithdrawAmount,
  MIN_WITHDRAW_CENTS,
  type WithdrawAmountCheck,
} from './withdraw-amount.ts';
import styles from './legacy.module.css';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

export interface LegacyWithdrawPanelProps {
  freeCapitalCents: number;
  outcome: WithdrawOutcome;
  /** A checked amount: opens the confirm dialog. */
  onRequest: (cents: number) => void;
  /** Done on the success screen: back to an empty entry. */
  onDone: () => void;
}

/** The message of an amount that cannot be withdrawn (investor.md §5). */
function problemText(
  t: TFunction,
  check: Exclude<WithdrawAmountCheck, { ok: true }>,
  language: AppLanguage,
): string {
  if (check.problem === 'max') {
    return t('legacy:withdraw.maxAmount', { max: formatCents(check.maxCents, language) });
  }
  if (check.problem === 'less') {
    return t('legacy:withdraw.lessAmount', { min: formatCents(MIN_WITHDRAW_CENTS, language) });
  }
  return t('legacy:withdraw.invalidAmount');
}

/**
 * The withdraw panel (#withdraw) of the fixed-rate portfolio: the amount (above 0, at most the
 * free capital), then the confirm dialog; after it the success screen (the funds arrive within
 * 2 days) with Done, or the failure message above a new entry.
 */
export function LegacyWithdrawPanel({
  freeCapitalCents,
  outcome,
  onRequest,
  onDone,
}: LegacyWithdrawPanelProps) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const headingId = useId();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkWithdrawAmount(amount, freeCapitalCents);
    if (!check.ok) {
      setProblem(problemText(t, check, language));
      return;
    }
    setProblem(undefined);
    onRequest(check.cents);
  };
  // The amount is never negative: the minus key does nothing (investor.md §5).
  const blockMinus = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === '-') event.preventDefault();
  };

  return (
    <section id="withdraw" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('legacy:withdraw.title')}</h2>
      {outcome.kind === 'success' ? (
        <>
          <Alert tone="success">
            {t('legacy:withdraw.success', { amount: formatCents(outcome.cents, language) })}
          </Alert>
          <button type="button" className={buttons.primary} onClick={onDone}>
            {t('legacy:withdraw.done')}
          </button>
        </>
      ) : (
        <form noValidate onSubmit={submit}>
          {outcome.kind === 'failure' ? (
            <Alert>
              {t(
                outcome.failure === 'insufficient-funds'
                  ? 'legacy:withdraw.insufficientFunds'
                  : SERVER_ERROR_KEY,
              )}
            </Alert>
          ) : null}
          <p className={styles.muted}>
            {t('legacy:withdraw.available', { amount: formatCents(freeCapitalCents, language) })}
          </p>
          <TextField
            label={t('legacy:withdraw.amountLabel')}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            error={problem}
            onKeyDown={blockMinus}
            onChange={(event) => setAmount(event.target.value)}
          />
          <div className={layout.actions}>
            <button type="submit" className={buttons.primary}>
              {t('legacy:withdraw.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
