/* Autoinvest: the switch per deposit and the confirmation that turns it off (issue 9 §2). */
export { AutoinvestToggle } from './AutoinvestToggle.tsx';
export { autoinvestKeys, autoinvestStatusQuery } from './queries.ts';
