/**
 * The account investors pay their deposits to (investor.md §9: "Deposit instructions show a
 * fixed receiver account, bank code and bank name (values not shown here)"): fixed values of
 * our choosing, in one place. The IBAN passes the mod-97 check; the BIC is its bank's.
 */
export const RECEIVER_ACCOUNT = {
  /** Printed in groups of four, as on a Finnish invoice. */
  iban: 'FI74 4055 0010 2030 40',
  bic: 'HELSFIHH',
  name: 'Vertaislaina Oy',
} as const;

/** The suggested minimum monthly investment (investor.md §1 and §9: 20 euro), in cents. */
export const SUGGESTED_MONTHLY_CENTS = 2_000;
