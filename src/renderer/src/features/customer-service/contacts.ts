/**
 * Customer service's contacts, in one place. The spec gives no numbers: these are ours.
 * One number serves investor and company pages, the other every other page.
 */
export const CUSTOMER_SERVICE_EMAIL = 'asiakaspalvelu@vertaislaina.fi';

export type Audience = 'investor' | 'general';

export const CUSTOMER_SERVICE_PHONES: Readonly<Record<Audience, string>> = {
  general: '+358 9 4245 1000',
  investor: '+358 9 4245 2000',
};

/** Investor and company pages: the investor dashboards, onboarding and the legacy investor area. */
const INVESTOR_PATH =
  /^\/(dashboard\/(investor|company)|onboarding\/(investor|company)|investor|foreign-investor|restricted\/investor)(\/|$)/;

export function audienceOfPath(pathname: string): Audience {
  return INVESTOR_PATH.test(pathname) ? 'investor' : 'general';
}

export function customerServicePhone(audience: Audience): string {
  return CUSTOMER_SERVICE_PHONES[audience];
}
