import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { LoanApplication } from '#shared/api/borrower.ts';
import { toApiError } from '../../api/errors.ts';
import { useServices } from '../../services/app-services.ts';
import { mapApiError } from '../../ui/form/map-api-error.ts';
import { loanApplicationKeys } from '../loan-application/index.ts';
import { saveOfferChoicesMutation } from './mutations.ts';
import { initialChoices, type BankAccount, type OfferChoices } from './offer.ts';

const FIELDS = ['due_date', 'bank_account_id'] as const;
type ChoiceField = (typeof FIELDS)[number];

/**
 * The due date and payout account of the offer. Each choice saves both (PATCH) and the answer,
 * with its payment plan, replaces the cached application. A failed save keeps what was chosen on
 * screen: a 422's first message per field goes to that field, anything else to the form. Without
 * a payment plan the defaults are saved at once (§4 step 6).
 */
export function useOfferChoices(application: LoanApplication, accounts: readonly BankAccount[]) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState(() => initialChoices(application, accounts));
  const save = useMutation({
    ...saveOfferChoicesMutation(api, application.id),
    onSuccess: (updated) => queryClient.setQueryData(loanApplicationKeys.active(), updated),
  });
  const { mutate } = save;

  const savedDefaults = useRef(false);
  const needsDefaults = application.payment_plan === null;
  const { dueDate, bankAccountId } = choices;
  useEffect(() => {
    if (!needsDefaults || savedDefaults.current || bankAccountId === null) return;
    savedDefaults.current = true;
    mutate({ due_date: dueDate, bank_account_id: bankAccountId });
  }, [needsDefaults, dueDate, bankAccountId, mutate]);

  const choose = (next: OfferChoices) => {
    setChoices(next);
    if (next.bankAccountId !== null) {
      mutate({ due_date: next.dueDate, bank_account_id: next.bankAccountId });
    }
  };

  const failure = save.error ? mapApiError(toApiError(save.error), FIELDS) : null;
  const fieldErrors: Partial<Record<ChoiceField, string>> = Object.fromEntries(
    failure?.fields ?? [],
  );
  return {
    choices,
    choose,
    saving: save.isPending,
    failed: save.isError,
    fieldErrors,
    formErrors: failure?.form ?? [],
  };
}
