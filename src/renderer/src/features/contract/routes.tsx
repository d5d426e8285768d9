import type { RouteObject } from 'react-router-dom';
import { termsModalRoutes } from '../terms/index.ts';
import { ContractPage } from './ContractPage.tsx';
import { RequiresUnsignedDeposit } from './guard.tsx';

/**
 * /onboarding/investor/contract with its terms modals, for a deposit still unsigned (a child of
 * /onboarding/investor, inside its signed-in zone).
 */
export const investorContractRoute: RouteObject = {
  element: <RequiresUnsignedDeposit />,
  children: [
    {
      path: 'contract',
      element: <ContractPage />,
      handle: { titleKey: 'pageTitle:investorContract' },
      children: termsModalRoutes,
    },
  ],
};
