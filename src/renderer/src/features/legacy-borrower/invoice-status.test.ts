import { describe, expect, it } from 'vitest';
import { LEGACY_INVOICE_STATUS } from '#shared/api/legacy.ts';
import {
  downloadableInvoiceNumber,
  nextInstallment,
  planRowStatus,
  planRowStyle,
  type LegacyInvoiceStatus,
} from './invoice-status.ts';

const invoice = (InvoiceStatus: number, InvoiceNumber: string | null = '46073') => ({
  InvoiceStatus,
  InvoiceNumber,
  TotalAmount: 12_681,
  PaidAmount: 0,
  DueDate: '2024-05-16',
});
const row = (status: number | null, number: string | null = '46073') => ({
  Invoice: status === null ? null : invoice(status, number),
});

describe('a legacy plan row’s status', () => {
  it.each([
    [40, 'READY_FOR_INVOICING'],
    [60, 'INVOICED'],
    [80, 'PARTIALLY_PAID'],
    [100, 'PAID'],
    [120, 'OVERPAID'],
    [140, 'CANCELED'],
    [999, 'UNKNOWN'],
  ] as const)('reads code %i as %s', (code, status) => {
    expect(planRowStatus(row(code))).toBe(status);
  });

  it('is ready for invoicing without an invoice', () => {
    expect(planRowStatus(row(null))).toBe('READY_FOR_INVOICING');
  });
});

describe('a legacy plan row’s style', () => {
  it.each([
    ['READY_FOR_INVOICING', 'upcoming'],
    ['PARTIALLY_PAID', 'problem'],
    ['PAID_LATE', 'problem'],
    ['INVOICED', 'current'],
    ['CANCELED', 'canceled'],
    ['PAID', 'completed'],
    ['OVERPAID', 'completed'],
    ['UNKNOWN', 'completed'],
  ] as const)('shows %s as %s', (status: LegacyInvoiceStatus, style) => {
    expect(planRowStyle(status)).toBe(style);
  });
});

describe('the invoice download rule', () => {
  it('allows only an INVOICED row with an invoice number', () => {
    expect(downloadableInvoiceNumber(row(LEGACY_INVOICE_STATUS.INVOICED))).toBe('46073');
    expect(downloadableInvoiceNumber(row(LEGACY_INVOICE_STATUS.INVOICED, null))).toBeNull();
    expect(downloadableInvoiceNumber(row(LEGACY_INVOICE_STATUS.INVOICED, ''))).toBeNull();
    for (const code of [40, 80, 100, 120, 140]) {
      expect(downloadableInvoiceNumber(row(code)), String(code)).toBeNull();
    }
    expect(downloadableInvoiceNumber(row(null))).toBeNull();
  });
});

describe('the next installment', () => {
  it('is the first row not paid nor cancelled', () => {
    const plan = [row(100), row(120), row(140), row(80, '2'), row(60, '3'), row(null)];
    expect(nextInstallment(plan)).toBe(plan[3]);
    expect(nextInstallment([row(100), row(null)])).toEqual(row(null));
    expect(nextInstallment([row(100)])).toBeUndefined();
  });
});
