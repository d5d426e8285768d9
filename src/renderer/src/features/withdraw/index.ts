/* Withdraw with autosell: the portfolio's #withdraw and its `withdraw` confirm sub-route (issue 9). */
// The route first: portfolio/routes.tsx reads `withdrawRoute` while its module loads, and the
// section below imports the portfolio; so whichever of the two features loads first, the route
// object exists by then (routes.test.ts).
export { withdrawRoute } from './routes.tsx';
export { WithdrawSection } from './WithdrawSection.tsx';
export { withdrawKeys } from './queries.ts';
