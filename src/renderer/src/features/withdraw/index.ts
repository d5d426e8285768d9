/* Withdraw with autosell: the portfolio's #withdraw and its `withdraw` confirm sub-route (issue 9). */
export { WithdrawSection } from './WithdrawSection.tsx';
