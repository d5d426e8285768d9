/*
 * Idle money (issue 22 §4): one line on the fair-credit portfolio page, and one notification per
 * episode in the desktop app, while free capital waits with autoinvest on.
 */
export { IdleMoneyNotice } from './IdleMoneyNotice.tsx';
