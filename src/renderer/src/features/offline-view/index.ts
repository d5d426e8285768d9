/*
 * The portfolio pages while the gateway does not answer (issue 22 §3): the last figures and
 * transactions this user saw, kept through the bridge, read-only and marked with their time.
 */
export { useDepositLastView, useDepositSeenQueries } from './use-deposit-last-view.ts';
export { useLegacyLastView } from './use-legacy-last-view.ts';
export { OfflineDepositPortfolio, OfflineLegacyPortfolio } from './OfflinePortfolio.tsx';
export type { LastViewState } from './use-last-view.ts';
