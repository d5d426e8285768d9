import { useAtomValue } from 'jotai';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  checkWithdrawal,
  isBlockedAmountKey,
  withdrawalBlocked,
  type WithdrawalFacts,
  type WithdrawalMessage,
} from '#shared/domain/validation/withdrawal.ts';
import { formatCents } from '#shared/domain/format.ts';
import type { AutosellWithdrawal } from '#shared/domain/finance/index.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useUnsavedWork } from '../../ui/form/use-unsaved-work.ts';
import { withdrawalMessageText } from './error-text.ts';
import buttons from '../../ui/button.module.css';
import layout from '../../ui/layout.module.css';

export interface CheckedAmount {
  amountCents: number;
  autosell: AutosellWithdrawal | null;
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
  const [text, setText] = useState('');
  const [message, setMessage] = useState<WithdrawalMessage | null>(null);
  useUnsavedWork(text !== '');
  const blocked = withdrawalBlocked(facts);
  const shown = blocked ?? message;
  const shownText = shown ? withdrawalMessageText(t, shown) : '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkWithdrawal(text, facts, language);
    if (!check.ok) {
      setMessage(check.message);
      return;
    }
    setMessage(null);
    onChecked({ amountCents: check.amountCents, autosell: check.autosell });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isBlockedAmountKey(event.key)) event.preventDefault();
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <p>
        {t('withdraw:freeCapital', { amount: formatCents(facts.freeCapitalCents, language) })}
        {facts.iban ? ` ${t('withdraw:paidTo', { iban: facts.iban })}` : null}
      </p>
      {blocked && shownText !== '' ? <Alert tone="warning">{shownText}</Alert> : null}
      <TextField
        label={t('withdraw:amount')}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        disabled={blocked !== null}
        onChange={(event) => setText(event.target.value.replace(/-/g, ''))}
        onKeyDown={onKeyDown}
        error={!blocked && shownText !== '' ? shownText : undefined}
      />
      <div className={layout.actions}>
        <button type="submit" className={buttons.primary} disabled={blocked !== null}>
          {t('withdraw:submit')}
        </button>
      </div>
    </form>
  );
}
