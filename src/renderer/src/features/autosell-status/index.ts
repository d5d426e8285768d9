/* The autosell status of a deposit: one query for the #withdraw section and the autoinvest switch. */
export { autosellStatusKeys, autosellStatusQuery } from './queries.ts';
