import { describe, expect, it } from 'vitest';
import { LEGACY_INVOICE_STATUS } from '#shared/api/legacy.ts';
import type { EngineLoan, ScheduledInstallment } from '../engine/types.ts';
import { invoiceOf } from './borrower-loans.ts';

const loan: EngineLoan = {
  id: 46,
  borrowerUserId: 70109,
  product: 'fixed',
  amountCents: 800_000,
  annualRateBasisPoints: 1190,
  termMonths: 120,
  dueDay: 16,
  behaviour: 'tardy',
  behaviourSeed: 3,
  state: 'ACTIVE',
  listedOn: '2018-04-16',
  disbursedOn: '2018-04-16',
  mambuLoanId: null,
  referenceNumber: null,
};

const installment: ScheduledInstallment = {
  loanId: 46,
  number: 73,
  dueDate: '2024-05-16',
  principalCents: 5_000,
  interestCents: 7_181,
  feeCents: 500,
  penaltyCents: 0,
  reminders: 0,
  state: 'PENDING',
  paidOn: null,
  annualRateBasisPoints: 1190,
};

describe('a legacy installment’s invoice', () => {
  it('is not sent before a month (31 days) ahead of the due date, then INVOICED with its number', () => {
    expect(invoiceOf(loan, installment, '2024-04-14')).toBeNull();
    expect(invoiceOf(loan, installment, '2024-04-15')).toEqual({
      status: LEGACY_INVOICE_STATUS.INVOICED,
      number: '46073',
      invoicedOn: '2024-04-15',
      totalCents: 12_681,
      paidCents: 0,
      dueDate: '2024-05-16',
    });
  });

  it('stays INVOICED past due, with the reminder fees in its amount', () => {
    const late = { ...installment, state: 'LATE' as const, penaltyCents: 500 };
    expect(invoiceOf(loan, late, '2024-06-01')).toMatchObject({
      status: LEGACY_INVOICE_STATUS.INVOICED,
      totalCents: 13_181,
    });
  });

  it('is PAID in full once paid, PARTIALLY_PAID while part-paid', () => {
    const paid = { ...installment, state: 'PAID' as const, paidOn: '2024-05-16' };
    expect(invoiceOf(loan, paid, '2024-05-20')).toMatchObject({
      status: LEGACY_INVOICE_STATUS.PAID,
      paidCents: 12_681,
    });
    const part = { ...installment, state: 'PARTIALLY_PAID' as const };
    expect(invoiceOf(loan, part, '2024-05-20')?.status).toBe(LEGACY_INVOICE_STATUS.PARTIALLY_PAID);
  });

  it('is CANCELED when unpaid and the loan went to debt collection', () => {
    const collected = { ...loan, state: 'CLOSED_WRITTEN_OFF' as const };
    expect(invoiceOf(collected, installment, '2024-06-20')?.status).toBe(
      LEGACY_INVOICE_STATUS.CANCELED,
    );
  });
});
