/** A Finnish bank reference number: the base digits plus the 7-3-1 check digit. */
export function referenceNumber(base: string): string {
  const weights = [7, 3, 1];
  const sum = [...base]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (weights[index % 3] ?? 1), 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}
