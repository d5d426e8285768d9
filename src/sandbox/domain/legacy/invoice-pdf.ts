import { centsToEuroText } from '#shared/api/money.ts';
import { renderPdf } from '../documents/pdf.ts';
import {
  OLD_PLATFORM_PAYMENT_ACCOUNT,
  type LegacyInvoiceView,
  type LegacyLoanView,
} from './borrower-loans.ts';

/** The old platform's invoice of one installment, as the PDF it mailed (in Finnish and English). */
export function legacyInvoicePdf(loan: LegacyLoanView, invoice: LegacyInvoiceView): Buffer {
  return renderPdf([
    {
      lines: [
        'Vertaislaina - Lasku / Invoice',
        '',
        `Laskun numero / Invoice number: ${invoice.number}`,
        `Laskun päivä / Invoice date: ${invoice.invoicedOn}`,
        `Eräpäivä / Due date: ${invoice.dueDate}`,
        `Summa / Amount: ${centsToEuroText(invoice.totalCents)} EUR`,
        `Viitenumero / Reference: ${loan.reference}`,
        `Saajan tili / Payment account: ${OLD_PLATFORM_PAYMENT_ACCOUNT}`,
        '',
        `Laina / Loan: ${loan.reference}`,
      ],
    },
  ]);
}
