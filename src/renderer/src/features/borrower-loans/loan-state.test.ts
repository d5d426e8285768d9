import { describe, expect, it } from 'vitest';
import { instalmentStatus, loanBadge, showsUnpaidBanner } from './loan-state.ts';

describe('loanBadge', () => {
  it('shows ACTIVE as active, PAID and CLOSED as paid, DEBT_COLLECTION as such', () => {
    expect(loanBadge('ACTIVE')).toBe('active');
    expect(loanBadge('PAID')).toBe('paid');
    expect(loanBadge('CLOSED')).toBe('paid');
    expect(loanBadge('DEBT_COLLECTION')).toBe('debtCollection');
  });

  it('treats an unknown state as active', () => {
    expect(loanBadge('ACTIVE_IN_ARREARS')).toBe('active');
    expect(loanBadge('SOMETHING_NEW')).toBe('active');
  });
});

describe('instalmentStatus', () => {
  it('maps the installment states of §4', () => {
    expect(instalmentStatus('PENDING')).toBe('readyForInvoicing');
    expect(instalmentStatus('READY_FOR_INVOICING')).toBe('readyForInvoicing');
    expect(instalmentStatus('RESCHEDULED')).toBe('readyForInvoicing');
    expect(instalmentStatus('INVOICED')).toBe('invoiced');
    expect(instalmentStatus('PAID')).toBe('paid');
    expect(instalmentStatus('PARTIALLY_PAID')).toBe('partiallyPaid');
    expect(instalmentStatus('LATE')).toBe('paidLate');
    expect(instalmentStatus('CANCELLED')).toBe('cancelled');
  });

  it('reads an unknown state, even an object key, as ready for invoicing', () => {
    expect(instalmentStatus('GRACE')).toBe('readyForInvoicing');
    expect(instalmentStatus('toString')).toBe('readyForInvoicing');
  });
});

describe('showsUnpaidBanner', () => {
  const today = '2026-01-15';
  const next = (due_date: string) => ({ due_date, total_due_amount: 10_000 });

  it('shows for a loan active in arrears', () => {
    expect(
      showsUnpaidBanner(
        { loanAccountState: 'ACTIVE_IN_ARREARS', next_instalment: next('2026-02-01') },
        today,
      ),
    ).toBe(true);
  });

  it('shows when the next installment was due before today, not on or after it', () => {
    const at = (date: string) =>
      showsUnpaidBanner({ loanAccountState: 'ACTIVE', next_instalment: next(date) }, today);
    expect(at('2026-01-14')).toBe(true);
    expect(at('2026-01-15')).toBe(false);
    expect(at('2026-02-01')).toBe(false);
    expect(showsUnpaidBanner({ loanAccountState: 'ACTIVE', next_instalment: null }, today)).toBe(
      false,
    );
  });

  it('never shows in debt collection', () => {
    expect(
      showsUnpaidBanner(
        { loanAccountState: 'DEBT_COLLECTION', next_instalment: next('2025-01-01') },
        today,
      ),
    ).toBe(false);
  });
});
