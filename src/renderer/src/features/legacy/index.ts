/* The legacy area (/restricted) for users of the old system, and the fixed-rate portfolios. */
export { signedInFixedRatePath } from './restricted-redirects.ts';
export { LegacyCustomerServiceBlock } from './CustomerServiceBlock.tsx';
export { LegacyGreetingPage } from './LegacyGreetingPage.tsx';
export { legacyPersonalDetailsQuery } from './queries.ts';
