/** One namespace per feature area; files under ./locales/<fi|en|sv|de>/<namespace>.json. */
export const NAMESPACES = [
  'common',
  'shell',
  'auth',
  'terms',
  'dashboard',
  'legacy',
  'validation',
  'errors',
  'sandbox',
  'bank',
  'register',
  'onboarding',
  'foreign',
  'onfido',
  'profile',
  'portfolio',
  'aml',
  'contract',
  'funds',
  'chart',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
