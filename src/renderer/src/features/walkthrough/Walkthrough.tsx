import { useLocation } from 'react-router-dom';
import type { InvestorDeposit } from '../investor-deposit/index.ts';
import { useWalkthroughShown } from './use-walkthrough-shown.ts';
import { WalkthroughDialog } from './WalkthroughDialog.tsx';
import { asksForWelcome } from './welcome-query.ts';

/**
 * The investor's walk-through on the dashboard, when its conditions hold (walkthrough-
 * visibility.ts). It waits while the welcome modal is open: one dialog at a time.
 */
export function Walkthrough({ deposit }: { deposit: InvestorDeposit }) {
  const location = useLocation();
  const userId = useWalkthroughShown(deposit);
  if (userId === null || asksForWelcome(location.search)) return null;
  return <WalkthroughDialog userId={userId} />;
}
