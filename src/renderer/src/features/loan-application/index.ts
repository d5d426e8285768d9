/* The loan application's steps; what the other steps read of it. */
export { activeApplicationQuery, loanApplicationKeys } from './queries.ts';
