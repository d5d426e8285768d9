import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translate-message.ts';
import { SelectField } from '../../ui/fields.tsx';
import { dueDateOptions, toDueDateChoice } from './due-date-options.ts';
import type { BankAccount, OfferChoices } from './offer.ts';

/**
 * The due-date and payout-account selects. Each change is saved at once (no submit), so they are
 * plain fields rather than a form of the kit; their errors are the last save's.
 */
export function OfferChoicesFields({
  choices,
  accounts,
  errors,
  onChoose,
}: {
  choices: OfferChoices;
  accounts: readonly BankAccount[];
  errors: { due_date?: string; bank_account_id?: string };
  onChoose: (next: OfferChoices) => void;
}) {
  const { t } = useTranslation();
  const translated = (message: string | undefined) =>
    message === undefined ? undefined : translateMessage(t, message);
  return (
    <>
      <SelectField
        label={t('loanOffer:choices.dueDate')}
        options={dueDateOptions(t)}
        value={String(choices.dueDate)}
        error={translated(errors.due_date)}
        onChange={(event) => onChoose({ ...choices, dueDate: toDueDateChoice(event.target.value) })}
      />
      <SelectField
        label={t('loanOffer:choices.bankAccount')}
        options={accounts.map((account) => ({ value: String(account.id), label: account.IBAN }))}
        value={choices.bankAccountId === null ? '' : String(choices.bankAccountId)}
        error={translated(errors.bank_account_id)}
        onChange={(event) => onChoose({ ...choices, bankAccountId: Number(event.target.value) })}
      />
    </>
  );
}
