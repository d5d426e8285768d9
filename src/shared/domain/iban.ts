/** An IBAN as typed, without its spaces, upper-cased (investor.md §5: spaces are removed). */
export function compactIban(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616: two letters, two check digits, up to 30 letters or digits, and mod 97 equal to 1. */
export function isValidIban(text: string): boolean {
  const iban = compactIban(text);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  if (iban.startsWith('FI') && iban.length !== 18) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * The Finnish bank of an account, from the first digits of its national number (investor.md
 * §9: "a bank name is derived from account number digits"), after the Finnish banks' list of
 * payment service provider codes. Longest prefixes first.
 */
const FINNISH_BANKS: ReadonlyArray<readonly [prefix: string, bank: string]> = [
  ['405', 'Aktia'],
  ['497', 'Aktia'],
  ['470', 'POP Pankki'],
  ['471', 'POP Pankki'],
  ['472', 'POP Pankki'],
  ['473', 'POP Pankki'],
  ['474', 'POP Pankki'],
  ['475', 'POP Pankki'],
  ['476', 'POP Pankki'],
  ['477', 'POP Pankki'],
  ['478', 'POP Pankki'],
  ['711', 'Calyon'],
  ['713', 'Citibank'],
  ['715', 'Säästöpankki'],
  ['31', 'Handelsbanken'],
  ['33', 'SEB'],
  ['34', 'Danske Bank'],
  ['36', 'Tapiola'],
  ['37', 'DNB'],
  ['39', 'S-Pankki'],
  ['1', 'Nordea'],
  ['2', 'Nordea'],
  ['4', 'Säästöpankki'],
  ['5', 'OP Pohjola'],
  ['6', 'Ålandsbanken'],
  ['8', 'Danske Bank'],
];

/** The bank of a Finnish IBAN, else null (a foreign or unknown account). */
export function finnishBankOf(text: string): string | null {
  const iban = compactIban(text);
  if (!iban.startsWith('FI') || iban.length < 7) return null;
  const account = iban.slice(4);
  return FINNISH_BANKS.find(([prefix]) => account.startsWith(prefix))?.[1] ?? null;
}
