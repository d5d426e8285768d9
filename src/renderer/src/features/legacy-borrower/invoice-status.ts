import { LEGACY_INVOICE_STATUS, type LegacyLoanPlanEntry } from '#shared/api/legacy.ts';

/** The legacy invoice statuses by name (borrower-and-shared.md §4); PAID_LATE has no code. */
export type LegacyInvoiceStatus = keyof typeof LEGACY_INVOICE_STATUS | 'PAID_LATE' | 'UNKNOWN';

/** How a plan row looks: ready = upcoming, partially paid and late = problem, invoiced = current. */
export type PlanRowStyle = 'upcoming' | 'problem' | 'current' | 'canceled' | 'completed';

const BY_CODE = new Map<number, LegacyInvoiceStatus>(
  Object.entries(LEGACY_INVOICE_STATUS).map(([name, code]) => [
    code,
    name as keyof typeof LEGACY_INVOICE_STATUS,
  ]),
);

/** A plan row's status: its invoice's code by name; a row without an invoice is ready for invoicing. */
export function planRowStatus(row: Pick<LegacyLoanPlanEntry, 'Invoice'>): LegacyInvoiceStatus {
  if (!row.Invoice) return 'READY_FOR_INVOICING';
  return BY_CODE.get(row.Invoice.InvoiceStatus) ?? 'UNKNOWN';
}

export function planRowStyle(status: LegacyInvoiceStatus): PlanRowStyle {
  switch (status) {
    case 'READY_FOR_INVOICING':
      return 'upcoming';
    case 'PARTIALLY_PAID':
    case 'PAID_LATE':
      return 'problem';
    case 'INVOICED':
      return 'current';
    case 'CANCELED':
      return 'canceled';
    default:
      return 'completed';
  }
}

/** Only an INVOICED row with an invoice number has an invoice to download; its number, if so. */
export function downloadableInvoiceNumber(
  row: Pick<LegacyLoanPlanEntry, 'Invoice'>,
): string | null {
  if (planRowStatus(row) !== 'INVOICED') return null;
  const number = row.Invoice?.InvoiceNumber;
  return number ? number : null;
}

const SETTLED: ReadonlySet<LegacyInvoiceStatus> = new Set([
  'PAID',
  'OVERPAID',
  'PAID_LATE',
  'CANCELED',
]);

/** The next installment: the first plan row not yet paid (nor cancelled). */
export function nextInstallment<Row extends Pick<LegacyLoanPlanEntry, 'Invoice'>>(
  plan: readonly Row[],
): Row | undefined {
  return plan.find((row) => !SETTLED.has(planRowStatus(row)));
}
