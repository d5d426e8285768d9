import { z } from 'zod';
import type { AispBank, loanApplication } from '#shared/api/borrower.ts';
import { centsToEuroText } from '#shared/api/money.ts';
import type { SqlDatabase } from '../../db/database.ts';
import type { StoredApplication } from './store.ts';

/** The banks the bank-choice provider (neonomics) offers. */
export const AISP_BANKS: readonly AispBank[] = [
  { id: 'nordea', bankDisplayName: 'Nordea' },
  { id: 'op', bankDisplayName: 'OP' },
  { id: 'danskebank', bankDisplayName: 'Danske Bank' },
  { id: 'spankki', bankDisplayName: 'S-Pankki' },
  { id: 'aktia', bankDisplayName: 'Aktia' },
  { id: 'handelsbanken', bankDisplayName: 'Handelsbanken' },
];

const bankAccountRow = z.object({ id: z.number(), iban: z.string() });

/** The user's own bank accounts (§5: the only ones an offer may be paid to). */
export function userBankAccounts(db: SqlDatabase, userId: number) {
  return db.all(
    bankAccountRow,
    'SELECT id, iban FROM bank_accounts WHERE user_id = ? ORDER BY id',
    userId,
  );
}

const euros = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : centsToEuroText(cents);

/** An application as the gateway answers it (§3 Loan application): euros, rates as fractions. */
export function applicationOnWire(
  db: SqlDatabase,
  application: StoredApplication,
): z.input<typeof loanApplication> {
  const offer = application.offer;
  const accounts = userBankAccounts(db, application.userId);
  return {
    id: application.id,
    user_id: application.userId,
    user: {
      id: application.userId,
      bank_accounts: accounts.map((account) => ({ id: account.id, IBAN: account.iban })),
    },
    amount: centsToEuroText(application.amountCents),
    terms: application.termMonths,
    amount_offered: euros(application.amountOfferedCents),
    terms_offered: application.termsOffered,
    installment_offered: euros(offer?.monthlyInstallment),
    monthly_fee: euros(offer?.monthlyFee),
    total_installment_offered: euros(offer?.totalInstallment),
    average_nominal_interest: offer?.averageNominalInterest ?? null,
    average_effective_annual_interest: offer?.annualPercentageRate ?? null,
    first_year_total_fee: euros(offer?.firstYearTotalFee),
    payment_plan:
      offer?.paymentPlan.map((row) => ({
        dueDate: row.dueDate,
        totalDue: centsToEuroText(row.totalDue),
        interest: row.annualRateBasisPoints / 10_000,
        fees: centsToEuroText(row.fee),
        principalAmount: centsToEuroText(row.principal),
        interestAmount: centsToEuroText(row.interest),
      })) ?? null,
    approved: application.approved,
    due_date: application.dueDate,
    bank_account_id: application.bankAccountId,
    created_at: application.createdAt,
    updated_at: application.updatedAt,
    retry:
      application.accountChoice === 'few-transactions' || application.accountChoice === 'error',
    link: null,
    state: application.state,
    redirect_url: null,
    is_checked_ccis: application.consented,
    rejected: application.rejected,
    kreditz_check: application.kreditzCheck,
    kreditz_pending:
      application.accountChoice !== null && !application.approved && !application.rejected,
    banks: application.service === 'neonomics' ? [...AISP_BANKS] : null,
    broker_url: null,
    broker_name: null,
    service: application.service,
  };
}
