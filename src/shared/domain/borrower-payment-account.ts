import { RECEIVER_ACCOUNT } from './receiver-account.ts';

/**
 * The account borrowers pay their installments to (borrower-and-shared.md §9: "The borrower
 * payment account number is fixed and shown on the next installment; receiver is the provider
 * company"). The spec gives no number: a fixed value of our choosing, in one place for the app
 * and the sandbox. The IBAN passes the mod-97 check (borrower-payment-account.test.ts).
 */
export const BORROWER_PAYMENT_ACCOUNT = {
  /** Printed in groups of four, as on a Finnish invoice. */
  iban: 'FI95 4055 0010 2030 50',
  /** The provider company, the same receiver as for investors' deposits. */
  receiver: RECEIVER_ACCOUNT.name,
} as const;
