/** The walk-through's four steps, in order (investor.md §2 Investor onboarding). */
export const WALKTHROUGH_STEPS = ['welcome', 'howItWorks', 'makeDeposit', 'ready'] as const;
export type WalkthroughStep = (typeof WALKTHROUGH_STEPS)[number];
