import { z } from 'zod';
import { LEGACY_INVOICE_STATUS } from '#shared/api/legacy.ts';
import { addDays, type IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { getLoan } from '../engine/loans.ts';
import { scheduleOf } from '../engine/schedule.ts';
import type { EngineLoan, LoanState, ScheduledInstallment } from '../engine/types.ts';
import { referenceNumber } from '../investors/reference-number.ts';

/**
 * The old platform sent an installment's invoice this many days before its due date: a month
 * ahead, so the next installment always has its invoice once the previous one's day is past.
 */
export const INVOICE_LEAD_DAYS = 31;

/** The old platform's account that borrowers paid their invoices to. */
export const OLD_PLATFORM_PAYMENT_ACCOUNT = 'FI2112345600000785';

export interface LegacyInvoiceView {
  status: number;
  number: string;
  /** The day the invoice was sent. */
  invoicedOn: IsoDate;
  totalCents: number;
  paidCents: number;
  dueDate: IsoDate;
}

export interface LegacyPlanRowView {
  dueDate: IsoDate;
  totalCents: number;
  interestCents: number;
  feeCents: number;
  /** The principal the installment repays. */
  debtCents: number;
  invoice: LegacyInvoiceView | null;
}

export interface LegacyLoanView {
  reference: string;
  legacyUserId: number;
  loanAccountState: string;
  amountCents: number;
  remainingDebtCents: number;
  /** A fraction: 0.119 = 11.90 %. */
  interestRate: number;
  plan: LegacyPlanRowView[];
}

/**
 * The engine's loan states as the old platform named them (borrower-and-shared.md §4 Loan
 * account state): a loan sent to debt collection is DEBT_COLLECTION, a repaid one PAID.
 */
const ACCOUNT_STATE: Record<LoanState, string> = {
  APPROVED: 'ACTIVE',
  ACTIVE: 'ACTIVE',
  ACTIVE_IN_ARREARS: 'ACTIVE',
  CLOSED: 'PAID',
  CLOSED_WRITTEN_OFF: 'DEBT_COLLECTION',
};

/** An invoice's number: the loan and the installment, so each is unique across the platform. */
export const invoiceNumber = (loanId: number, installmentNumber: number): string =>
  `${loanId}${String(installmentNumber).padStart(3, '0')}`;

/**
 * An installment's invoice on `today`: none before it is sent; PAID once paid; after the loan
 * went to debt collection the unpaid ones are cancelled (the collector claims the debt);
 * otherwise INVOICED, also when past due.
 */
export function invoiceOf(
  loan: EngineLoan,
  installment: ScheduledInstallment,
  today: IsoDate,
): LegacyInvoiceView | null {
  const invoicedOn = addDays(installment.dueDate, -INVOICE_LEAD_DAYS);
  const paid = installment.state === 'PAID';
  if (!paid && invoicedOn > today) return null;
  const totalCents =
    installment.principalCents +
    installment.interestCents +
    installment.feeCents +
    installment.penaltyCents;
  const status = paid
    ? LEGACY_INVOICE_STATUS.PAID
    : loan.state === 'CLOSED_WRITTEN_OFF'
      ? LEGACY_INVOICE_STATUS.CANCELED
      : installment.state === 'PARTIALLY_PAID'
        ? LEGACY_INVOICE_STATUS.PARTIALLY_PAID
        : LEGACY_INVOICE_STATUS.INVOICED;
  return {
    status,
    number: invoiceNumber(loan.id, installment.number),
    invoicedOn,
    totalCents,
    paidCents: paid ? totalCents : 0,
    dueDate: installment.dueDate,
  };
}

function loanView(
  db: SqlDatabase,
  loan: EngineLoan,
  legacyUserId: number,
  index: number,
  today: IsoDate,
): LegacyLoanView {
  const schedule = scheduleOf(db, loan.id);
  return {
    reference: referenceNumber(`${legacyUserId}${String(index + 1).padStart(2, '0')}`),
    legacyUserId,
    loanAccountState: ACCOUNT_STATE[loan.state],
    amountCents: loan.amountCents,
    remainingDebtCents: schedule
      .filter((installment) => installment.state !== 'PAID')
      .reduce((sum, installment) => sum + installment.principalCents, 0),
    interestRate: loan.annualRateBasisPoints / 10_000,
    plan: schedule.map((installment) => ({
      dueDate: installment.dueDate,
      totalCents: installment.principalCents + installment.interestCents + installment.feeCents,
      interestCents: installment.interestCents,
      feeCents: installment.feeCents + installment.penaltyCents,
      debtCents: installment.principalCents,
      invoice: invoiceOf(loan, installment, today),
    })),
  };
}

/**
 * A legacy borrower user's old loans on `today`, oldest first: the engine's loans whose borrower
 * number is the user's id (world/legacy-borrower-stories.ts), fixed rate or variable
 * interest (legacy user ids are numbers of their own, never a users.id or a synthetic borrower's).
 */
export function legacyLoansOf(
  db: SqlDatabase,
  legacyUserId: number,
  today: IsoDate,
): LegacyLoanView[] {
  return db
    .all(
      z.object({ id: z.number() }),
      `SELECT id FROM engine_loans WHERE borrower_user_id = ? ORDER BY id`,
      legacyUserId,
    )
    .map(({ id }, index) => loanView(db, getLoan(db, id), legacyUserId, index, today));
}

/** The invoice with that number among the user's loans, with the loan it belongs to. */
export function findLegacyInvoice(
  db: SqlDatabase,
  legacyUserId: number,
  number: string,
  today: IsoDate,
): { loan: LegacyLoanView; invoice: LegacyInvoiceView } | undefined {
  for (const loan of legacyLoansOf(db, legacyUserId, today)) {
    for (const row of loan.plan) {
      if (row.invoice?.number === number) return { loan, invoice: row.invoice };
    }
  }
  return undefined;
}
