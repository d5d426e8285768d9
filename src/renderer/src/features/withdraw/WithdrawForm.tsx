import type { TFunction } from 'i18next';
import { useAtomValue } from 'jotai';
import { useMemo, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkWithdrawal,
  isBlockedAmountKey,
  withdrawalBlocked,
  type WithdrawalFacts,
} from '#shared/domain/validation/withdrawal.ts';
import { formatCents } from '#shared/domain/format.ts';
import type { AutosellWithdrawal } from '#shared/domain/finance/index.ts';
import type { AppLanguage } from '#shared/languages.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { ApiForm } from '../../ui/form/ApiForm.tsx';
import { boundFields, SubmitButton } from '../../ui/form/bound-fields.tsx';
import { checkedTextForm } from '../../ui/form/checked-text-form.ts';
import { useApiForm } from '../../ui/form/use-api-form.ts';
import { useUnsavedWork } from '../../ui/form/use-unsaved-work.ts';
import { withdrawalMessageText } from './message-text.ts';
import layout from '../../ui/layout.module.css';

export interface CheckedAmount {
  amountCents: number;
  autosell: AutosellWithdrawal | null;
}

/**
 * The amount checked against every rule of withdrawal.ts, each message in the reader's language.
 */
function amountForm(t: TFunction, facts: WithdrawalFacts, language: AppLanguage) {
  return checkedTextForm(['amount'], ({ amount }) => {
    const check = checkWithdrawal(amount, facts, language);
    return check.ok ? [] : [['amount', withdrawalMessageText(t, check.message)]];
  });
}

const Field = boundFields<{ amount: string }>();

/** The amount is never negative: a minus that arrives anyway (pasted) is dropped. */
function dropMinus(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  if (input.value.includes('-')) input.value = input.value.replace(/-/g, '');
}

/**
 * The amount to withdraw (investor.md §5): the minus key is blocked, the amount is checked on
 * submit against every rule of withdrawal.ts, and a valid one goes to the confirm dialog. What
 * blocks the deposit whatever the amount (signing right, no IBAN, a portfolio under 1 €) disables
 * the form; the last says nothing.
 */
export function WithdrawForm({
  facts,
  onChecked,
}: {
  facts: WithdrawalFacts;
  onChecked: (amount: CheckedAmount) => void;
}) {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const schema = useMemo(() => amountForm(t, facts, language), [t, facts, language]);
  const form = useApiForm({
    schema,
    defaultValues: { amount: '' },
    onSubmit: ({ amount }) => {
      const check = checkWithdrawal(amount, facts, language);
      if (check.ok) onChecked({ amountCents: check.amountCents, autosell: check.autosell });
      return Promise.resolve();
    },
  });
  useUnsavedWork(form.methods.formState.isDirty);
  const blocked = withdrawalBlocked(facts);
  const blockedText = blocked ? withdrawalMessageText(t, blocked) : '';

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isBlockedAmountKey(event.key)) event.preventDefault();
  };

  return (
    <ApiForm form={form}>
      <p>
        {t('withdraw:freeCapital', { amount: formatCents(facts.freeCapitalCents, language) })}
        {facts.iban ? ` ${t('withdraw:paidTo', { iban: facts.iban })}` : null}
      </p>
      {blockedText !== '' ? <Alert tone="warning">{blockedText}</Alert> : null}
      <Field.Text
        name="amount"
        label={t('withdraw:amount')}
        inputMode="decimal"
        autoComplete="off"
        disabled={blocked !== null}
        onKeyDown={onKeyDown}
        onInput={dropMinus}
      />
      <div className={layout.actions}>
        <SubmitButton disabled={blocked !== null}>{t('withdraw:submit')}</SubmitButton>
      </div>
    </ApiForm>
  );
}
