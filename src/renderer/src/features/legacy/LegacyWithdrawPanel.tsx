import type { TFunction } from 'i18next';
import { useAtomValue } from 'jotai';
import { useId, useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '#shared/domain/format.ts';
import { WITHDRAWAL_REFUSALS } from '#shared/domain/validation/withdrawal.ts';
import type { AppLanguage } from '#shared/languages.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, SubmitButton } from '../../ui/form/bound-fields.tsx';
import { checkedTextForm } from '../../ui/form/checked-text-form.ts';
import { apiErrorText } from '../../ui/form/map-api-error.ts';
import { useApiForm } from '../../ui/form/use-api-form.ts';
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

/** The amount, checked against the free capital, each message in the reader's language. */
function amountForm(t: TFunction, language: AppLanguage, freeCapitalCents: number) {
  return checkedTextForm(['amount'], ({ amount }) => {
    const check = checkWithdrawAmount(amount, freeCapitalCents);
    return check.ok ? [] : [['amount', problemText(t, check, language)]];
  });
}

const Field = boundFields<{ amount: string }>();

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
  const schema = useMemo(
    () => amountForm(t, language, freeCapitalCents),
    [t, language, freeCapitalCents],
  );
  const form = useApiForm({
    schema,
    defaultValues: { amount: '' },
    onSubmit: ({ amount }) => {
      const check = checkWithdrawAmount(amount, freeCapitalCents);
      if (check.ok) onRequest(check.cents);
      return Promise.resolve();
    },
  });
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
        <ApiForm form={form}>
          {outcome.kind === 'failure' ? (
            <Alert>{apiErrorText(t, outcome.error, WITHDRAWAL_REFUSALS)}</Alert>
          ) : null}
          <p className={styles.muted}>
            {t('legacy:withdraw.available', { amount: formatCents(freeCapitalCents, language) })}
          </p>
          <Field.Text
            name="amount"
            label={t('legacy:withdraw.amountLabel')}
            inputMode="decimal"
            autoComplete="off"
            onKeyDown={blockMinus}
          />
          <div className={layout.actions}>
            <SubmitButton>{t('legacy:withdraw.submit')}</SubmitButton>
          </div>
        </ApiForm>
      )}
    </section>
  );
}
