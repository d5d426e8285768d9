/**
 * Web pages outside the app, opened in the system browser (bridge.app.openExternal). Main's
 * openExternal allowlist is built from these, so a link added here is allowed there.
 */
export const EXTERNAL_LINKS = {
  privacyPolicy: 'https://www.vertaislaina.fi/tietosuojaseloste',
  consumerInformation: 'https://www.vertaislaina.fi/kuluttajainformaatio',
  contactUs: 'https://www.vertaislaina.fi/yhteystiedot',
  investorPage: 'https://www.vertaislaina.fi/sijoittajalle',
  legacyForgotPassword: 'https://www.vertaislaina.fi/unohtunut-salasana',
  facebook: 'https://www.facebook.com/vertaislaina',
  linkedIn: 'https://www.linkedin.com/company/vertaislaina',
  instagram: 'https://www.instagram.com/vertaislaina',
  // The documents of the bank-login terms modal, per language (en, fi, se).
  termsFi: 'https://www.vertaislaina.fi/kayttoehdot',
  termsEn: 'https://www.vertaislaina.fi/en/terms-and-conditions',
  termsSe: 'https://www.vertaislaina.fi/sv/anvandarvillkor',
  privacyPolicyEn: 'https://www.vertaislaina.fi/en/privacy-policy',
  privacyPolicySe: 'https://www.vertaislaina.fi/sv/dataskyddsbeskrivning',
  priceListFi: 'https://www.vertaislaina.fi/hinnasto',
  priceListEn: 'https://www.vertaislaina.fi/en/price-list',
  priceListSe: 'https://www.vertaislaina.fi/sv/prislista',
  // The marketing site's loan application page, per language (en, fi at the root, sv).
  applyForLoanFi: 'https://www.vertaislaina.fi/hae-lainaa',
  applyForLoanEn: 'https://www.vertaislaina.fi/en/apply-for-a-loan',
  applyForLoanSv: 'https://www.vertaislaina.fi/sv/ansok-om-lan',
} as const;

/** The hosts of the app's own external links. */
export const EXTERNAL_LINK_HOSTS: readonly string[] = [
  ...new Set(Object.values(EXTERNAL_LINKS).map((url) => new URL(url).hostname)),
];
